import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../../mocks/catalogue';
import { simulator } from '../setup/simulator';
import { loadSiteContent, SitemapSourceError } from '@/crawlers/site-content.server';
import { BOX_RANKING } from '@/domain/box-listing';

/** What a site's sitemap is built from, read from the in-process simulator. */
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('site content of a sitemap', () => {
  it('lists the site’s digital box pages in its ranking, none of the physical versions the search also answers', async () => {
    const content = await loadSiteContent('fr_FR');
    const codes = content.boxPages.map((page) => page.code);
    expect(codes.slice(0, 12)).toEqual(BOX_RANKING.FR);
    expect(new Set(codes)).toEqual(new Set(getCatalogue().boxes.map((box) => box.code)));
    expect(codes.every((code) => code.endsWith('EBOX'))).toBe(true);
    const box = getCatalogue().boxes.find((item) => item.code === BOX_RANKING.FR[0])!;
    expect(content.boxPages[0]).toEqual({ slug: box.slug.fr, code: box.code });
    expect(content.landingSlugs.length).toBeGreaterThan(0);
  });

  it('fails when the boxes search fails, rather than publishing a sitemap without the box pages', async () => {
    simulator.use(http.get('*/gateway/boxes/search', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    await expect(loadSiteContent('es_ES')).rejects.toThrow(SitemapSourceError);
    await expect(loadSiteContent('es_ES')).rejects.toThrow(/boxes search/);
  });

  it('lists each partner minisite on its own site only (its minisiteLocale)', async () => {
    expect((await loadSiteContent('fr_FR')).partnerPages).toEqual(['macif', 'maxi', 'femina', 'lefigaro']);
    expect((await loadSiteContent('fr_BE')).partnerPages).toEqual(['femmesdaujourdhui']);
    expect((await loadSiteContent('nl_BE')).partnerPages).toEqual(['libelle']);
    expect((await loadSiteContent('it_IT')).partnerPages).toEqual([]);
  });

  it('leaves out a partner the CMS does not know, and fails when a minisite call fails', async () => {
    simulator.use(http.get('*/cms/api/cms/minisites/maxi', () => HttpResponse.json({ message: 'No minisite maxi' }, { status: 404 })));
    expect((await loadSiteContent('fr_FR')).partnerPages).toEqual(['macif', 'femina', 'lefigaro']);
    simulator.use(http.get('*/cms/api/cms/minisites/femina', () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    await expect(loadSiteContent('fr_FR')).rejects.toThrow(/minisite femina/);
  });
});
