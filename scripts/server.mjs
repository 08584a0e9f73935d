#!/usr/bin/env node
/**
 * The storefront's production server: Next's own request handler (the same routing, proxy, headers and
 * caches as `next start`), with the build's scripts and stylesheets answered precompressed
 * (scripts/server/precompressed-build-files.mjs) and the catalogue pages kept in a shared cache in front
 * of Next, as a CDN keeps them (scripts/server/shared-page-cache.mjs). scripts/start.mjs runs it after
 * building; `PORT` (default 3000), `NEXT_DIST_DIR` (default `.next`), `PAGE_CACHE_MB` (the shared cache's
 * size, default 128; 0 turns it off). Node 24: it reads the header constants from their TypeScript source.
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { buildFileSecurityHeaders } from '../src/server/security-headers.ts';
import { FAULT_SCOPE_HEADER, faultScopeOf, faultScopesEnabled } from '../src/api/core/fault-scope.ts';
import { answerPrecompressed, precompressBuildFiles } from './server/precompressed-build-files.mjs';
import { createPageCache, withPageCache } from './server/shared-page-cache.mjs';

// As `next start` does, before Next's modules load (they read it when they do).
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');
const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.PORT ?? '3000');
const pageCacheMegabytes = Number(process.env.PAGE_CACHE_MB ?? '128');
if (!Number.isFinite(pageCacheMegabytes) || pageCacheMegabytes < 0) {
  console.error(`PAGE_CACHE_MB must be a number of megabytes, 0 or more (got "${process.env.PAGE_CACHE_MB}")`);
  process.exit(1);
}

const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
const [files] = await Promise.all([
  precompressBuildFiles(join(root, process.env.NEXT_DIST_DIR ?? '.next', 'static')),
  app.prepare(),
]);

// The e2e servers key a page by its fault scope too, as Next's cache does (src/routing/page-forms.ts).
const scopeOfRequest = faultScopesEnabled(process.env) ? (headers) => faultScopeOf({ get: (name) => headers[name] ?? null }) : () => null;
const pages =
  pageCacheMegabytes === 0
    ? handle
    : withPageCache({
        cache: createPageCache({ maxBytes: pageCacheMegabytes * 1024 * 1024 }),
        handle,
        origin: `http://127.0.0.1:${port}`,
        faultScopeOf: scopeOfRequest,
        faultScopeHeader: FAULT_SCOPE_HEADER,
      });

const server = createServer((request, response) => {
  if (answerPrecompressed(request, response, files, buildFileSecurityHeaders(request.headers['x-forwarded-proto']))) return;
  pages(request, response);
});
server.listen(port, () =>
  console.log(`Next's handler on port ${port}; ${files.size} build files precompressed; shared page cache ${pageCacheMegabytes ? `${pageCacheMegabytes} MB` : 'off'}`),
);

const stop = () => server.close(() => app.close().finally(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
