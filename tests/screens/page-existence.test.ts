import { pageExists } from '@/screens/page-existence';

/** The proxy's check that a data-addressed page exists, against the simulated CMS. */
describe('pageExists', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('knows a content page of the site and refuses an unknown id', async () => {
    await expect(pageExists({ screen: 'content', locale: 'fr_FR', params: { id: 'legal' } })).resolves.toBe(true);
    await expect(pageExists({ screen: 'content', locale: 'fr_FR', params: { id: 'no-such-page-here' } })).resolves.toBe(false);
  });

  it('knows a landing and refuses an unknown slug', async () => {
    await expect(pageExists({ screen: 'landing', locale: 'fr_FR', params: { slug: 'saint-valentin' } })).resolves.toBe(true);
    await expect(pageExists({ screen: 'landing', locale: 'fr_FR', params: { slug: 'no-such-landing' } })).resolves.toBe(false);
  });

  it('cannot tell when the CMS fails, and leaves the decision to the page', async () => {
    const { addFaultRule } = await import('../../mocks/faults');
    addFaultRule({ path: '/api/cms/pages/', fault: { kind: 'status', status: 503 } });
    await expect(pageExists({ screen: 'content', locale: 'es_ES', params: { id: 'another-unknown-one' } })).resolves.toBeNull();
  });

  it('knows a published product; an unknown, unpublished or failing one is absent (part 1 §8: an empty result)', async () => {
    const { getCatalogue } = await import('../../mocks/catalogue');
    const catalogue = getCatalogue();
    const published = catalogue.packages.find((pkg) => catalogue.index.hotelById.get(pkg.hotelId)?.active)!;
    const unpublished = catalogue.packages.find((pkg) => catalogue.index.hotelById.get(pkg.hotelId)?.active === false)!;
    await expect(pageExists({ screen: 'product', locale: 'fr_FR', params: { id: published.id } })).resolves.toBe(true);
    await expect(pageExists({ screen: 'product', locale: 'fr_FR', params: { id: unpublished.id } })).resolves.toBe(false);
    await expect(pageExists({ screen: 'product', locale: 'fr_FR', params: { id: 987654321 } })).resolves.toBe(false);
    const { addFaultRule } = await import('../../mocks/faults');
    addFaultRule({ path: `/weekend/${published.id}/detail.json`, fault: { kind: 'status', status: 503 } });
    await expect(pageExists({ screen: 'product', locale: 'es_ES', params: { id: published.id } })).resolves.toBe(false);
  });

  it('does not ask about other screens', async () => {
    await expect(pageExists({ screen: 'home', locale: 'it_IT', params: {} })).resolves.toBe(true);
  });
});

describe('pageExists memory', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('remembers an answer a minute, then asks again', async () => {
    const { addFaultRule, clearFaultRules } = await import('../../mocks/faults');
    const route = { screen: 'landing', locale: 'nl_NL', params: { slug: 'remembered-landing' } } as const;
    const start = 1_000_000;
    await expect(pageExists(route, start)).resolves.toBe(false);
    addFaultRule({ path: '/api/cms/', fault: { kind: 'status', status: 503 } });
    try {
      // Within the minute the CMS is not asked (it would fail now).
      await expect(pageExists(route, start + 59_000)).resolves.toBe(false);
      // After it, the failing CMS cannot tell.
      await expect(pageExists(route, start + 61_000)).resolves.toBeNull();
    } finally {
      clearFaultRules();
    }
  });
});
