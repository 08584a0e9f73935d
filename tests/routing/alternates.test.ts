import fc from 'fast-check';
import { LOCALES, languageTag } from '@/domain/model/locale';
import { absoluteUrl, alternates, equivalentIn } from '@/routing/alternates';
import type { SiteRoute } from '@/routing/route';
import { siteRoute } from './arbitraries';

const BASE = 'https://www.escapade.test';

describe('alternates', () => {
  it('a home page links every site, itself, and the splash as x-default', () => {
    expect(alternates({ screen: 'home', locale: 'nl_BE', params: {} }, BASE)).toStrictEqual({
      canonical: 'https://www.escapade.test/nl-be',
      languages: {
        'fr-FR': 'https://www.escapade.test/fr-fr',
        'fr-BE': 'https://www.escapade.test/fr-be',
        'nl-NL': 'https://www.escapade.test/nl-nl',
        'nl-BE': 'https://www.escapade.test/nl-be',
        'it-IT': 'https://www.escapade.test/it-it',
        'es-ES': 'https://www.escapade.test/es-es',
        'x-default': 'https://www.escapade.test/',
      },
    });
  });

  it('the country splash is the x-default of the home pages and lists them back', () => {
    const splash = alternates({ screen: 'splash', locale: null, params: {} }, BASE);
    const home = alternates({ screen: 'home', locale: 'fr_FR', params: {} }, BASE);
    expect(splash.canonical).toBe('https://www.escapade.test/');
    expect(splash.languages).toStrictEqual(home.languages);
  });

  it('the Belgium splash has a canonical and no hreflang set', () => {
    expect(alternates({ screen: 'be-splash', locale: null, params: {} }, BASE)).toStrictEqual({
      canonical: 'https://www.escapade.test/be',
      languages: {},
    });
  });

  it('localises route names in the alternates', () => {
    const { languages } = alternates({ screen: 'contact', locale: 'fr_FR', params: {} }, BASE);
    expect(languages['it-IT']).toBe('https://www.escapade.test/it-it/contatti');
    expect(languages['es-ES']).toBe('https://www.escapade.test/es-es/contacto');
    expect(languages['nl-NL']).toBe('https://www.escapade.test/nl-nl/contact');
  });

  it('a product keeps its slug in its canonical and in every other site (the slug is the same in all of them)', () => {
    const result = alternates({ screen: 'product', locale: 'fr_FR', params: { id: 12, slug: 'spa-a-lyon' } }, BASE);
    expect(result.canonical).toBe('https://www.escapade.test/fr-fr/sejour/12/spa-a-lyon');
    expect(result.languages['fr-FR']).toBe(result.canonical);
    expect(result.languages['es-ES']).toBe('https://www.escapade.test/es-es/escapada/12/spa-a-lyon');
  });

  it('a partner minisite lists itself, and itself as x-default', () => {
    expect(alternates({ screen: 'minisite', locale: 'nl_BE', params: { partner: 'libelle' } }, BASE)).toStrictEqual({
      canonical: 'https://www.escapade.test/nl-be/minisite/libelle',
      languages: { 'nl-BE': 'https://www.escapade.test/nl-be/minisite/libelle', 'x-default': 'https://www.escapade.test/nl-be/minisite/libelle' },
    });
  });

  it('a page with language-specific slugs has only itself and x-default unless the screen knows more', () => {
    const route: SiteRoute = { screen: 'search', locale: 'fr_FR', params: { flow: 'booking', city: 'paris' } };
    expect(alternates(route, BASE).languages).toStrictEqual({
      'fr-FR': 'https://www.escapade.test/fr-fr/ville/paris',
      'x-default': 'https://www.escapade.test/',
    });
    const known = alternates(route, BASE, {
      nl_BE: { screen: 'search', locale: 'nl_BE', params: { flow: 'booking', city: 'parijs' } },
      es_ES: { screen: 'search', locale: 'fr_FR', params: { flow: 'booking', city: 'paris' } }, // wrong site: ignored
    });
    expect(known.languages).toStrictEqual({
      'fr-FR': 'https://www.escapade.test/fr-fr/ville/paris',
      'nl-BE': 'https://www.escapade.test/nl-be/stad/parijs',
      'x-default': 'https://www.escapade.test/',
    });
  });

  it('a known null removes a default equivalent (the page does not exist there)', () => {
    const { languages } = alternates({ screen: 'activity', locale: 'es_ES', params: { id: 9 } }, BASE, { it_IT: null });
    expect(Object.keys(languages)).toStrictEqual(['fr-FR', 'fr-BE', 'nl-NL', 'nl-BE', 'es-ES', 'x-default']);
  });

  it('minisites, landings, content pages and box details have no default equivalent', () => {
    const routes: SiteRoute[] = [
      { screen: 'minisite', locale: 'fr_FR', params: { partner: 'macif' } },
      { screen: 'minisite-fallback', locale: 'fr_FR', params: { slug: 'x' } },
      { screen: 'landing', locale: 'fr_FR', params: { slug: 'ete' } },
      { screen: 'content', locale: 'fr_FR', params: { id: 'cgv' } },
      { screen: 'box', locale: 'fr_FR', params: { slug: 'spa', code: 'SPA-EBOX' } },
    ];
    for (const route of routes) expect(equivalentIn(route, 'es_ES')).toBeNull();
  });

  it('keeps a path prefix of the base URL and ignores trailing slashes', () => {
    expect(absoluteUrl('/fr-fr', 'https://h.test/')).toBe('https://h.test/fr-fr');
    expect(absoluteUrl('/fr-fr', 'https://h.test/shop/')).toBe('https://h.test/shop/fr-fr');
    expect(absoluteUrl('/', new URL('http://localhost:3000'))).toBe('http://localhost:3000/');
    expect(() => absoluteUrl('/', 'not a url')).toThrow();
    expect(() => absoluteUrl('/', 'ftp://h.test')).toThrow();
  });

  it('property: absolute URLs, self-reference, x-default, and reciprocal sets for derived equivalents', () => {
    fc.assert(
      fc.property(siteRoute, (route) => {
        const result = alternates(route, BASE);
        const self = result.languages[languageTag(route.locale!)];
        expect(self).toBe(result.canonical);
        expect(result.languages['x-default']).toBe(route.screen === 'minisite' ? result.canonical : `${BASE}/`);
        for (const url of Object.values(result.languages)) expect(url.startsWith(`${BASE}/`)).toBe(true);
        // Every alternate names the same set of languages back (hreflang must be reciprocal).
        const tags = Object.keys(result.languages).sort();
        for (const other of LOCALES) {
          const url = result.languages[languageTag(other)];
          if (other === route.locale || url === undefined) continue;
          const page = equivalentIn(route, other);
          expect(page).not.toBeNull();
          if (page === null) continue;
          expect(url).toBe(alternates(page, BASE).canonical);
          expect(Object.keys(alternates(page, BASE).languages).sort()).toStrictEqual(tags);
        }
      }),
      { numRuns: 500 },
    );
  });
});
