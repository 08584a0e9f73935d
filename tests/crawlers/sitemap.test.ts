import { boxPagesOf, sitemapEntries, sitemapPath } from '@/crawlers/sitemap';
import { BOX_RANKING } from '@/domain/box-listing';
import { href, resolve } from '@/routing';

/** One sitemap per site, listing the built screens' indexable pages with their hreflang alternates. */
const siteUrl = 'https://www.escapade.example';
const content = {
  contentPageIds: ['mentions-legales', 'cookies'],
  landingSlugs: ['saint-valentin'],
  citySlugs: ['paris'],
  themeSlugs: ['bien-etre-spa'],
  boxPages: [{ slug: 'spa-en-duo', code: 'SPA-DUO-EBOX' }],
  partnerPages: ['macif'] as const,
  // The same box listed in three sites under their own slugs; nl_NL lists other boxes only, it_IT's list failed.
  boxesBySite: {
    fr_FR: [{ slug: 'spa-en-duo', code: 'SPA-DUO-EBOX' }],
    es_ES: [{ slug: 'spa-en-duo', code: 'SPA-DUO-EBOX' }, { slug: 'spa-en-duo', code: 'SPA-DUO-PBOX' }],
    nl_BE: [{ slug: 'spa-voor-twee', code: 'SPA-DUO-EBOX' }],
    fr_BE: [{ slug: 'spa-en-duo', code: 'SPA-DUO-EBOX' }],
    nl_NL: [{ slug: 'stad', code: 'CITY-BREAK-EBOX' }],
  },
};

describe('per-site sitemap', () => {
  it('lives at /sitemap/{site}.xml', () => {
    expect(sitemapPath('nl_BE')).toBe('/sitemap/nl-be.xml');
  });

  it('lists home, ideas, box listing, gift card, contact, every content page, landing, city and theme page, box page and partner minisite of the site', () => {
    const urls = sitemapEntries('fr_FR', content, { siteUrl }).map((entry) => entry.url);
    expect(urls).toEqual([
      `${siteUrl}/fr-fr`,
      `${siteUrl}/fr-fr/idees`,
      `${siteUrl}/fr-fr/coffret-cadeau`,
      `${siteUrl}/fr-fr/carte-cadeau`,
      `${siteUrl}/fr-fr/contact`,
      `${siteUrl}/fr-fr/mentions-legales`,
      `${siteUrl}/fr-fr/cookies`,
      `${siteUrl}/fr-fr/inspiration/saint-valentin`,
      `${siteUrl}/fr-fr/ville/paris`,
      `${siteUrl}/fr-fr/idee/bien-etre-spa`,
      `${siteUrl}/fr-fr/coffret-cadeau/p/spa-en-duo/SPA-DUO-EBOX`,
      `${siteUrl}/fr-fr/minisite/macif`,
    ]);
  });

  it('lists URLs that resolve back to the page they name', () => {
    for (const entry of sitemapEntries('nl_BE', content, { siteUrl })) {
      const segments = new URL(entry.url).pathname.split('/').filter(Boolean);
      expect(resolve(segments)?.locale).toBe('nl_BE');
    }
  });

  it('gives the home page its alternates in the six sites plus x-default, absolute', () => {
    const [home] = sitemapEntries('it_IT', content, { siteUrl });
    expect(home?.alternates?.languages).toEqual({
      'fr-FR': `${siteUrl}/fr-fr`,
      'fr-BE': `${siteUrl}/fr-be`,
      'nl-NL': `${siteUrl}/nl-nl`,
      'nl-BE': `${siteUrl}/nl-be`,
      'it-IT': `${siteUrl}/it-it`,
      'es-ES': `${siteUrl}/es-es`,
      'x-default': `${siteUrl}/`,
    });
  });

  it('gives a content page only itself and x-default (its id is per language)', () => {
    const page = sitemapEntries('fr_BE', content, { siteUrl }).find((entry) => entry.url.endsWith('/mentions-legales'));
    expect(page?.alternates?.languages).toEqual({ 'fr-BE': `${siteUrl}/fr-be/mentions-legales`, 'x-default': `${siteUrl}/` });
  });

  it('gives the box listing its alternates in every site, and a box page the sites that list the box, each with its own slug', () => {
    const entries = sitemapEntries('es_ES', content, { siteUrl });
    const listing = entries.find((entry) => entry.url === `${siteUrl}/es-es/caja-regalo`);
    expect(Object.keys(listing?.alternates?.languages ?? {})).toHaveLength(7);
    expect(listing?.alternates?.languages?.['it-IT']).toBe(`${siteUrl}/it-it/cofanetto-regalo`);
    const box = entries.find((entry) => entry.url.endsWith('/SPA-DUO-EBOX'));
    expect(box?.alternates?.languages).toEqual({
      'fr-FR': `${siteUrl}/fr-fr/coffret-cadeau/p/spa-en-duo/SPA-DUO-EBOX`,
      'fr-BE': `${siteUrl}/fr-be/coffret-cadeau/p/spa-en-duo/SPA-DUO-EBOX`,
      'nl-BE': `${siteUrl}/nl-be/${href.boxes('nl_BE').split('/')[2]}/p/spa-voor-twee/SPA-DUO-EBOX`,
      'es-ES': `${siteUrl}/es-es/caja-regalo/p/spa-en-duo/SPA-DUO-EBOX`,
      'x-default': `${siteUrl}/`,
    });
  });

  it('gives a partner minisite itself as its language and as x-default (it lives in one site only)', () => {
    const page = sitemapEntries('fr_FR', content, { siteUrl }).find((entry) => entry.url.endsWith('/minisite/macif'));
    expect(page?.alternates?.languages).toEqual({ 'fr-FR': `${siteUrl}/fr-fr/minisite/macif`, 'x-default': `${siteUrl}/fr-fr/minisite/macif` });
  });
});

describe('box pages of a sitemap', () => {
  it('are the listed digital boxes in the country ranking, without physical or partner codes nor unroutable addresses', () => {
    const [first, second] = BOX_RANKING.BE as [string, string];
    const boxes = [
      { slug: 'other', code: 'OTHER-EBOX' },
      { slug: 'second', code: second },
      { slug: 'second', code: second.replace(/EBOX$/, 'PBOX') },
      { slug: 'partner', code: 'PARTNER-7' },
      { slug: 'Bad Slug', code: 'BAD-SLUG-EBOX' },
      { slug: 'first', code: first },
    ];
    expect(boxPagesOf(boxes, 'nl_BE')).toEqual([
      { slug: 'first', code: first },
      { slug: 'second', code: second },
      { slug: 'other', code: 'OTHER-EBOX' },
    ]);
  });
});
