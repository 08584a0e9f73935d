import { pageExists } from '@/server/page-existence';

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

  it('does not ask about other screens', async () => {
    await expect(pageExists({ screen: 'home', locale: 'it_IT', params: {} })).resolves.toBe(true);
  });
});
