import { resolve } from 'node:path';
import type { NextConfig } from 'next';
import { STALE_SECONDS } from './src/caching/lifetimes';
import { DOCUMENT_HEADERS, EVERY_ANSWER_HEADERS, EVERY_PATH_BUT_BUILD_FILES, HSTS_HEADER, HTTPS_REQUEST } from './src/server/security-headers';

/**
 * The simulator serves the pictures from this machine. Next's image optimiser refuses local
 * addresses (an SSRF guard) unless allowed: allowed only while the travel API is a local simulator.
 */
const localTravelApi = /^https?:\/\/(127\.0\.0\.1|localhost)(:|\/|$)/.test(process.env.API_BASE_URL ?? 'http://127.0.0.1');

const nextConfig: NextConfig = {
  // Several builds can live side by side (parallel e2e runs, benches): NEXT_DIST_DIR names the folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  reactStrictMode: true,
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  poweredByHeader: false,
  // No ETag: Next hashes the whole body of every answer, cached pages included, in JavaScript on each
  // request (a tenth of the server's time serving a cached home page). Pages carry s-maxage for a
  // shared cache, which validates what it keeps on its own terms; the hash bought only a 304 instead
  // of the page on a browser's reload.
  generateEtags: false,
  // How long a cached page may be served stale while a new render is made (its Cache-Control's
  // stale-while-revalidate is this minus its lifetime): src/caching/cache-manifest.ts.
  expireTime: STALE_SECONDS,
  // Next's cache, except that a page rendered after an upstream failure is never stored.
  cacheHandler: resolve('src/caching/page-cache-handler.mjs'),
  // Every response, pages, route handlers, errors and 404s alike, from one list; the build's hashed
  // script and style files only what a browser obeys on them (src/server/security-headers.ts).
  async headers() {
    return [
      { source: '/:path*', headers: [...EVERY_ANSWER_HEADERS] },
      { source: EVERY_PATH_BUT_BUILD_FILES, headers: [...DOCUMENT_HEADERS] },
      { source: '/:path*', has: [HTTPS_REQUEST], headers: [HSTS_HEADER] },
    ];
  },
  compiler: { styledComponents: true },
  turbopack: {
    rules: {
      // The browser formats every text from the site's catalogue: its bundle does without the English
      // default texts of the message descriptors (scripts/build/strip-default-messages.cjs). Except the
      // crash page's: outside a site (no locale in the path) it speaks those English texts.
      '*.{ts,tsx}': {
        condition: {
          all: ['browser', { not: 'foreign' }, { not: { path: /src\/screens\/crash\/messages\.ts$/ } }, { content: /\bdefineMessages\b/ }],
        },
        loaders: [resolve('scripts/build/strip-default-messages.cjs')],
      },
    },
    resolveAlias: {
      // The browser formats messages the server parsed (src/i18n/client-messages.ts): no ICU parser
      // in the client bundle. Server code keeps the full parser.
      '@formatjs/icu-messageformat-parser': { browser: '@formatjs/icu-messageformat-parser/no-parser.js' },
    },
  },
  images: {
    // The widths a srcset offers: the spec's image sets (part 2 §4: 640, 750, 960 and 1920 pixels wide),
    // and 384 for the pictures a phone shows at half its width. Next's defaults list eight device widths
    // up to 3840 and eight icon widths: each next/image carried up to nine optimiser URLs in the HTML
    // (30 kB of the home's 68 kB of markup), most asking for widths no source has (the optimiser never
    // enlarges a picture).
    deviceSizes: [640, 750, 960, 1920],
    imageSizes: [384],
    // Travel-API images come from the configured image host (the simulator by default).
    remotePatterns: [{ protocol: 'http', hostname: 'localhost' }, { protocol: 'http', hostname: '127.0.0.1' }],
    dangerouslyAllowSVG: true,
    dangerouslyAllowLocalIP: localTravelApi,
    contentDispositionType: 'inline',
  },
};

export default nextConfig;
