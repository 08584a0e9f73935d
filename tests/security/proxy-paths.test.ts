import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { config } from '../../proxy';
import { LOCALES } from '@/domain/model/locale';
import { href } from '@/routing';
import { skipsProxy } from '@/routing/proxy-paths';

/**
 * The proxy's matcher (a literal in proxy.ts, read by Next at build time) and the rule the pages
 * read (src/routing/proxy-paths.ts) say the same of every path: the matcher compiled here exactly
 * as Next compiles it, and applied as Next applies it.
 */
// Next's own compiler of the matcher (internal: not in its type declarations).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => Parameters<typeof getMiddlewareRouteMatcher>[0] };
const nextMatches = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
const proxyRunsOn = (pathname: string) => nextMatches(pathname, {} as never, {});

function publicFiles(dir = 'public'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? publicFiles(join(dir, entry.name)) : [`/${relative('public', join(dir, entry.name))}`],
  );
}

const PAGES = ['/', '/fr-fr', '/nl-be', href.contact('fr_FR'), href.search('it_IT', { flow: 'hotel' }), '/be', '/crash-test', '/xx-xx', '/fr-fr/%zz', '/iconx', '/icons/nope.png', '/sitemapfoo', '/sitemap/fr-fr', '/favicon.ico/x', '/robots.txt.bak', '/apix', '/api', '/account', '/_nextfoo', '/API/nope', '/Account/x'];
const SKIPPED = [...publicFiles(), '/robots.txt', ...LOCALES.map((locale) => `/sitemap/${href.home(locale).slice(1)}.xml`), '/api/search', '/api/nope', '/account/signin', '/_next/static/chunks/a.js', '/_next/image'];

describe('the proxy runs on every path a page can render', () => {
  it.each(PAGES)('runs on %j', (pathname) => {
    expect(proxyRunsOn(pathname)).toBe(true);
    expect(skipsProxy(pathname)).toBe(false);
  });

  it.each(SKIPPED)('skips %j (a file, a route handler or Next’s own)', (pathname) => {
    expect(proxyRunsOn(pathname)).toBe(false);
    expect(skipsProxy(pathname)).toBe(true);
  });

  it('sees the route handlers’ paths that hold a percent escape (a malformed one is answered there)', () => {
    for (const pathname of ['/api/%zz', '/account/%zz', '/_next/static/%C0%AF', '/api/search%20x']) {
      expect(proxyRunsOn(pathname), pathname).toBe(true);
      expect(skipsProxy(pathname), pathname).toBe(false);
    }
  });

  it('property: the matcher and the rule agree on any path', () => {
    const piece = fc.constantFrom('api', 'account', '_next', 'static', 'icons', 'icon.svg', 'favicon.ico', 'robots.txt', 'sitemap', 'fr-fr.xml', 'manifest.webmanifest', 'icon-192.png', 'fr-fr', 'x', '%zz', '%41', '.', '..', '', 'API', '.rsc', 'index');
    const path = fc.oneof(
      fc.array(piece, { minLength: 1, maxLength: 5 }).map((pieces) => `/${pieces.join('/')}`),
      fc.array(piece, { minLength: 1, maxLength: 5 }).map((pieces) => `/${pieces.join('')}`),
      fc.string({ maxLength: 30 }).map((value) => `/${encodeURI(value).replace(/\?|#/g, '')}`),
    );
    fc.assert(
      fc.property(path, (pathname) => {
        expect(skipsProxy(pathname), pathname).toBe(!proxyRunsOn(pathname));
      }),
      { numRuns: 2000 },
    );
  });
});
