import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../../mocks/catalogue';
import { simulator } from '../setup/simulator';
import { boxDetailOrNull, boxPromo, fetchBoxDetail, fetchBoxes } from '@/api/box';

/** Box detail and box listing calls against the in-process simulator. */
const catalogue = getCatalogue();
const box = catalogue.boxes.find((candidate) => candidate.physicalCode !== null) ?? catalogue.boxes[0]!;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('box calls', () => {
  it('fetchBoxDetail returns the box with its included content as lines', async () => {
    const result = await fetchBoxDetail({ code: box.code, locale: 'fr_FR' });
    expect(result.ok).toBe(true);
    const detail = boxDetailOrNull(result);
    expect(detail?.code).toBe(box.code);
    expect(detail?.format).toBe('DIGITAL');
    expect(detail?.includedContent).toEqual(box.includedContent.fr.split('\n').filter((line) => line.trim() !== ''));
    expect(detail?.value).toBe(box.value);
    expect(Number.isInteger(detail?.sellPrice) && (detail?.sellPrice ?? 0) > 0).toBe(true);
    expect(detail?.images.main).toMatch(/^http/);
  });

  it('fetchBoxDetail answers for the physical code too, not indexed', async () => {
    if (!box.physicalCode) return;
    const detail = boxDetailOrNull(await fetchBoxDetail({ code: box.physicalCode, locale: 'fr_FR' }));
    expect(detail).toMatchObject({ code: box.physicalCode, format: 'PHYSICAL', digitalCode: box.code });
    expect(detail?.pageModel?.metaRobots).toBe('noindex, follow');
  });

  it('fetchBoxDetail yields null on error or without a code', async () => {
    expect(boxDetailOrNull(await fetchBoxDetail({ code: 'NOPE-EBOX', locale: 'fr_FR' }))).toBeNull();
    simulator.use(http.get('*/gateway/boxes/:code/product-detail', () => HttpResponse.json({ title: 'No code' })));
    expect(boxDetailOrNull(await fetchBoxDetail({ code: box.code, locale: 'fr_FR' }))).toBeNull();
    simulator.use(http.get('*/gateway/boxes/:code/product-detail', () => HttpResponse.json({ code: box.code, error: { message: 'Box unavailable' } })));
    expect(boxDetailOrNull(await fetchBoxDetail({ code: box.code, locale: 'fr_FR' }))).toBeNull();
  });

  it('fetchBoxes lists only EBOX codes in the point of sale ranking, unranked last', async () => {
    const result = await fetchBoxes({ locale: 'es_ES' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.length).toBeGreaterThan(0);
    expect(result.data.every((item) => item.code.endsWith('EBOX'))).toBe(true);
    const ranks = result.data.map((item) => catalogue.index.boxByCode.get(item.code)?.ranking.ES ?? Number.POSITIVE_INFINITY);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const item of result.data) {
      expect(item.includedContent.length).toBeGreaterThan(0);
      expect(item.includedContent.every((line) => !line.includes('\n'))).toBe(true);
      expect(item.promo).toBe(boxPromo(item.sellPrice, item.referencePrice));
    }
  });

  it('computes the box promo as the rounded percent difference', () => {
    expect(boxPromo(7990, 9990)).toBe(20);
    expect(boxPromo(14990, 14990)).toBe(0);
    expect(boxPromo(100, null)).toBe(0);
  });
});
