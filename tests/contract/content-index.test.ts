import { fetchContentPage } from '@/api/content';
import { fetchContentPageIndex } from '@/api/content-index';
import { LOCALES } from '@/domain/model/locale';

/** Contract of GET {cms}/api/cms/pages?locale (docs/api/content.md, "Content page index"): the sitemaps' page list. */
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
afterEach(() => vi.restoreAllMocks());

describe('content page index', () => {
  it.each(LOCALES)('lists the six static pages and the marketing articles of %s, each one loadable by its id', async (locale) => {
    const result = await fetchContentPageIndex(locale);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    // Six static pages, then the site's articles (content pages of their own).
    expect(result.data.length).toBeGreaterThan(6);
    expect(new Set(result.data.map((entry) => entry.id)).size).toBe(result.data.length);
    for (const entry of result.data) {
      const page = await fetchContentPage(entry.id, locale);
      expect(page).toMatchObject({ ok: true, data: { id: entry.id, title: entry.title } });
    }
  });

  it('lists localized ids', async () => {
    const result = await fetchContentPageIndex('nl_BE');
    expect(result.ok && result.data.map((page) => page.id)).toContain('privacybeleid');
  });

  it('refuses a missing locale with 400 (the client always sends it)', async () => {
    const response = await fetch('http://simulator.test/cms/api/cms/pages');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'MISSING_LOCALE' });
  });

  it('gives a typed failure when the CMS fails', async () => {
    quiet();
    const response = await fetch('http://simulator.test/__admin/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/cms/pages', fault: '503' }),
    });
    expect(response.status).toBe(201);
    expect(await fetchContentPageIndex('fr_FR')).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
  });
});
