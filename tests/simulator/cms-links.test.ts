import { LOCALES } from '@/domain/model/locale';
import { resolve } from '@/routing';

/**
 * CMS editors paste storefront URLs into content: every internal link the simulated CMS sends must
 * be a path the storefront's router knows (else visitors land on 404s).
 */
const CMS = 'http://simulator.test/cms';

function internalLinks(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/') && !value.startsWith('//')) found.add(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => internalLinks(item, found));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => internalLinks(item, found));
  }
  return found;
}

const segmentsOf = (link: string) => link.split(/[?#]/)[0]!.split('/').filter((segment) => segment !== '');

describe.each(LOCALES)('CMS links of %s', (locale) => {
  it.each(['/api/cms/homepage', '/api/cms/ideas', '/api/cms/promoBars', '/api/cms/box-block-serp', '/api/cms/articles'])(
    'every internal link of %s resolves to a storefront route',
    async (path) => {
      const response = await fetch(`${CMS}${path}?locale=${locale}`);
      expect(response.ok).toBe(true);
      const links = [...internalLinks(await response.json())];
      expect(links.length).toBeGreaterThan(0);
      const broken = links.filter((link) => resolve(segmentsOf(link)) === null);
      expect(broken).toEqual([]);
    },
  );
});

/**
 * Links that promise a page lead to that page, not to an unfiltered search or a listing: an
 * article to its own content page, an idea card combining a theme and a city to that search, a
 * region to the search of that region (the place in the hash, as the search box writes it).
 */
describe.each(LOCALES)('editorial links of %s lead to the page they promise', (locale) => {
  const json = async (path: string) => {
    const response = await fetch(`${CMS}${path}${path.includes('?') ? '&' : '?'}locale=${locale}`);
    expect(response.status, path).toBe(200);
    return response.json();
  };

  it('each marketing article is a content page of its own, listed in the page index', async () => {
    const articles = (await json('/api/cms/articles?limit=20')) as Array<{ url: string; title: string }>;
    expect(articles.length).toBeGreaterThan(3);
    const index = (await json('/api/cms/pages')) as { pages: Array<{ id: string }> };
    for (const article of articles) {
      const route = resolve(segmentsOf(article.url));
      expect(route?.screen, article.url).toBe('content');
      const id = (route as { params: { id: string } }).params.id;
      const page = (await json(`/api/cms/pages/${id}`)) as { title: string; content: unknown[] };
      expect(page.title).toBe(article.title);
      expect(page.content.length).toBeGreaterThan(0);
      expect(index.pages.map((entry) => entry.id)).toContain(id);
    }
  });

  it('idea cards of a theme in a city lead to that city and theme, regions to their search', async () => {
    const ideas = (await json('/api/cms/ideas')) as { sections: Array<{ items: Array<{ url: string }> }>; regions: Array<{ url: string }> };
    const urls = ideas.sections.flatMap((section) => section.items.map((item) => item.url));
    expect(urls.some((url) => url.includes('?'))).toBe(false);
    const combos = urls.map((url) => resolve(segmentsOf(url))).filter((route) => route?.screen === 'search' && 'city' in route.params && 'theme' in route.params);
    expect(combos.length).toBeGreaterThan(0);
    expect(ideas.regions.length).toBeGreaterThan(0);
    for (const region of ideas.regions) {
      expect(resolve(segmentsOf(region.url))?.screen, region.url).toBe('search');
      expect(region.url).toMatch(/#region=[^&]+$/);
    }
  });
});
