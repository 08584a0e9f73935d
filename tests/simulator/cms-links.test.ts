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
