import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../../mocks/catalogue';
import { simulator } from '../setup/simulator';
import { boxDetailOrNull, boxPromo, fetchBoxDetail, fetchBoxes } from '@/api/box';
import { BOX_RANKING, listedBoxes } from '@/domain/box-listing';

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

  it('fetchBoxes reads every box the API answers, its included content as lines and its promo', async () => {
    const result = await fetchBoxes({ locale: 'es_ES' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const codes = result.data.map((item) => item.code);
    // The simulator answers physical versions too: the listing's rule (src/domain/box-listing) filters them.
    expect(codes).toEqual(expect.arrayContaining(catalogue.boxes.map((item) => item.code)));
    expect(codes.some((code) => code.endsWith('PBOX'))).toBe(true);
    for (const item of result.data) {
      expect(item.includedContent.length).toBeGreaterThan(0);
      expect(item.includedContent.every((line) => !line.includes('\n'))).toBe(true);
      expect(item.promo).toBe(boxPromo(item.sellPrice, item.referencePrice));
    }
  });

  it('fetchBoxes and the listing rule give the country ranking, EBOX only, unranked last', async () => {
    const result = await fetchBoxes({ locale: 'it_IT' });
    if (!result.ok) throw new Error('boxes search failed');
    const listed = listedBoxes(result.data, 'IT').map((item) => item.code);
    expect(listed.slice(0, 12)).toEqual(BOX_RANKING.IT);
    expect(listed).toHaveLength(catalogue.boxes.length);
    expect(listed.every((code) => code.endsWith('EBOX'))).toBe(true);
  });

  it('computes the box promo as the rounded percent difference', () => {
    expect(boxPromo(7990, 9990)).toBe(20);
    expect(boxPromo(14990, 14990)).toBe(0);
    expect(boxPromo(100, null)).toBe(0);
  });
});
