import { addFaultRule, type Fault } from '../../mocks/faults';
import { resetApiConfig } from '@/api/core/config.server';
import { runWithFaultScope } from '@/api/core/fault-scope';
import { pageExists } from '@/screens/page-existence';

/** The proxy's check that a data-addressed page exists, against the simulator. */
async function publishedAndUnpublishedPackages() {
  const { getCatalogue } = await import('../../mocks/catalogue');
  const catalogue = getCatalogue();
  const published = catalogue.packages.find((pkg) => catalogue.index.hotelById.get(pkg.hotelId)?.active)!;
  const unpublished = catalogue.packages.find((pkg) => catalogue.index.hotelById.get(pkg.hotelId)?.active === false)!;
  return { published, unpublished };
}

async function anActivityVoucher() {
  const { getCatalogue } = await import('../../mocks/catalogue');
  return [...getCatalogue().index.activityOnlyById.keys()][0]!;
}

const FAILURES: [string, Fault][] = [
  ['500', { kind: 'status', status: 500 }],
  ['503', { kind: 'status', status: 503 }],
  ['malformed', { kind: 'malformed' }],
  ['empty', { kind: 'empty' }],
  ['timeout', { kind: 'timeout' }],
];

describe('pageExists', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The timeout fault never answers: the client gives up after this.
    vi.stubEnv('API_TIMEOUT_MS', '300');
  });
  afterEach(() => vi.restoreAllMocks());

  it('knows a content page of the site and refuses an unknown id', async () => {
    await expect(pageExists({ screen: 'content', locale: 'fr_FR', params: { id: 'legal' } })).resolves.toBe('found');
    await expect(pageExists({ screen: 'content', locale: 'fr_FR', params: { id: 'no-such-page-here' } })).resolves.toBe('absent');
  });

  it('knows a landing and refuses an unknown slug', async () => {
    await expect(pageExists({ screen: 'landing', locale: 'fr_FR', params: { slug: 'saint-valentin' } })).resolves.toBe('found');
    await expect(pageExists({ screen: 'landing', locale: 'fr_FR', params: { slug: 'no-such-landing' } })).resolves.toBe('absent');
  });

  it('cannot tell when the CMS fails, and leaves the decision to the page', async () => {
    addFaultRule({ path: '/api/cms/pages/', fault: { kind: 'status', status: 503 } });
    await expect(pageExists({ screen: 'content', locale: 'es_ES', params: { id: 'another-unknown-one' } })).resolves.toBe('unknown');
  });

  it('knows a published product; an unknown (the upstream 404) or unpublished one is absent', async () => {
    const { published, unpublished } = await publishedAndUnpublishedPackages();
    await expect(pageExists({ screen: 'product', locale: 'fr_FR', params: { id: published.id } })).resolves.toBe('found');
    await expect(pageExists({ screen: 'product', locale: 'fr_FR', params: { id: unpublished.id } })).resolves.toBe('absent');
    await expect(pageExists({ screen: 'product', locale: 'fr_FR', params: { id: 987654321 } })).resolves.toBe('absent');
  });

  it.each(FAILURES)('a product whose detail answers %s is unavailable (a 503), never absent', async (_name, fault) => {
    const { published } = await publishedAndUnpublishedPackages();
    addFaultRule({ path: `/weekend/${published.id}/detail.json`, fault });
    await expect(pageExists({ screen: 'product', locale: 'es_ES', params: { id: published.id } })).resolves.toBe('unavailable');
  });

  it.each(FAILURES)('a voucher whose detail answers %s is unavailable; an unknown one is absent', async (_name, fault) => {
    const id = await anActivityVoucher();
    await expect(pageExists({ screen: 'activity', locale: 'fr_FR', params: { id: 987654321 } })).resolves.toBe('absent');
    addFaultRule({ path: `/activity-only/weekend/${id}/detail.json`, fault });
    await expect(pageExists({ screen: 'activity', locale: 'fr_FR', params: { id } })).resolves.toBe('unavailable');
  });

  it('does not ask about other screens', async () => {
    await expect(pageExists({ screen: 'home', locale: 'it_IT', params: {} })).resolves.toBe('found');
  });
});

describe('pageExists memory', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('trusts a definite answer a minute, then asks the upstream again', async () => {
    const { listFaultRules } = await import('../../mocks/faults');
    const route = { screen: 'landing', locale: 'nl_NL', params: { slug: 'remembered-landing' } } as const;
    const start = 1_000_000;
    await expect(pageExists(route, start)).resolves.toBe('absent');
    addFaultRule({ path: '/api/cms/', fault: { kind: 'status', status: 503 }, remaining: 1 });
    // Within the minute the CMS is not asked (the rule is still waiting).
    await expect(pageExists(route, start + 59_000)).resolves.toBe('absent');
    expect(listFaultRules()).toHaveLength(1);
    // After it, the CMS is asked; it fails, and what it last said stands.
    await expect(pageExists(route, start + 61_000)).resolves.toBe('absent');
    expect(listFaultRules()).toHaveLength(0);
  });

  it('keeps a product seen once through a failure after the minute (its page reads the data cache), not without the data cache', async () => {
    const { published } = await publishedAndUnpublishedPackages();
    const route = { screen: 'product', locale: 'fr_BE', params: { id: published.id } } as const;
    const start = 3_000_000;
    await expect(pageExists(route, start)).resolves.toBe('found');
    addFaultRule({ path: `/weekend/${published.id}/detail.json`, fault: { kind: 'status', status: 500 } });
    await expect(pageExists(route, start + 61_000)).resolves.toBe('found');
    vi.stubEnv('API_CACHE_MAX_SECONDS', '0');
    resetApiConfig();
    await expect(pageExists(route, start + 62_000)).resolves.toBe('unavailable');
  });

  it('never remembers a failure: the product is found as soon as the upstream recovers', async () => {
    const { published } = await publishedAndUnpublishedPackages();
    const route = { screen: 'product', locale: 'it_IT', params: { id: published.id } } as const;
    const start = 2_000_000;
    addFaultRule({ path: `/weekend/${published.id}/detail.json`, fault: { kind: 'malformed' }, remaining: 1 });
    await expect(pageExists(route, start)).resolves.toBe('unavailable');
    await expect(pageExists(route, start + 1_000)).resolves.toBe('found');
  });

  it('remembers per fault scope when fault scopes are on: a scoped failure decides nothing for other requests', async () => {
    vi.stubEnv('SIMULATOR_FAULT_SCOPES', '1');
    const { published } = await publishedAndUnpublishedPackages();
    const route = { screen: 'product', locale: 'nl_BE', params: { id: published.id } } as const;
    await expect(pageExists(route)).resolves.toBe('found');
    addFaultRule({ path: `/weekend/${published.id}/detail.json`, fault: { kind: 'status', status: 500 }, scope: 'scope-a' });
    // The unscoped answer is not the scoped request's: it asks, under its scope, and meets the fault.
    await expect(runWithFaultScope('scope-a', () => pageExists(route))).resolves.toBe('unavailable');
    await expect(runWithFaultScope('scope-b', () => pageExists(route))).resolves.toBe('found');
    await expect(pageExists(route)).resolves.toBe('found');
  });
});
