import { GET } from '../../app/api/gift/sub-elements/route';
import { addFaultRule } from '../../mocks/faults';
import { giftSubElementsContract, type GiftSubElementsAnswer } from '@/bff/contracts/gift-sub-elements';
import { expectBffError, getRequest } from './helpers';

/** GET /api/gift/sub-elements over the in-process simulator. */
const call = (query: Record<string, string | number | undefined>) => GET(getRequest(giftSubElementsContract.path, query));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('GET /api/gift/sub-elements', () => {
  it('answers the categories and their priced elements in the site’s language, uncached', async () => {
    const response = await call({ locale: 'es_ES' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { categories } = (await response.json()) as GiftSubElementsAnswer;
    expect(categories.length).toBeGreaterThan(0);
    const elements = categories.flatMap((category) => category.elements);
    expect(elements.some((element) => element.price > 0)).toBe(true);
    expect(elements.map((element) => element.name)).toContain('Feliz cumpleaños');
  });

  it('refuses a missing or unknown locale (400 invalid-query)', async () => {
    await expectBffError(await call({}), 400, 'invalid-query');
    await expectBffError(await call({ locale: 'fr' }), 400, 'invalid-query');
  });

  it('a failure is the upstream error', async () => {
    addFaultRule({ path: '/sub-elements/available-custom-sub-elements', fault: { kind: 'empty' } });
    await expectBffError(await call({ locale: 'fr_FR' }), 502, 'upstream');
  });
});
