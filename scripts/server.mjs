#!/usr/bin/env node
/**
 * The storefront's production server: Next's own request handler (the same routing, proxy, headers and
 * caches as `next start`), with the build's scripts and stylesheets answered precompressed
 * (scripts/server/precompressed-build-files.mjs). scripts/start.mjs runs it after building;
 * `PORT` (default 3000), `NEXT_DIST_DIR` (default `.next`). Node 24: it reads the header constants from
 * their TypeScript source.
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { buildFileSecurityHeaders } from '../src/server/security-headers.ts';
import { answerPrecompressed, precompressBuildFiles } from './server/precompressed-build-files.mjs';

// As `next start` does, before Next's modules load (they read it when they do).
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');
const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.PORT ?? '3000');

const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
const [files] = await Promise.all([
  precompressBuildFiles(join(root, process.env.NEXT_DIST_DIR ?? '.next', 'static')),
  app.prepare(),
]);

const server = createServer((request, response) => {
  if (answerPrecompressed(request, response, files, buildFileSecurityHeaders(request.headers['x-forwarded-proto']))) return;
  handle(request, response);
});
server.listen(port, () => console.log(`Next's handler on port ${port}; ${files.size} build files precompressed`));

const stop = () => server.close(() => app.close().finally(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
