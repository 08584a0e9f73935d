/**
 * The build's scripts and stylesheets (`/_next/static/`), compressed once when the server starts and
 * answered from memory: Brotli at its best quality to a browser that accepts it, gzip at its best level
 * to one that accepts only gzip.
 *
 * Why: `next start` gzips each file again on every request, at gzip's default level. A phone then
 * downloads about 14 % more script than Brotli's (a product page: 165 kB against 142 kB), and the server
 * spends its two cores compressing ~700 kB of scripts while the page it has just sent lays out
 * (docs/decisions.md, "The build's files precompressed").
 * The files are hashed and immutable: what is compressed at start is what every request would get.
 */
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { BUILD_FILE_CACHE_CONTROL } from '../../src/server/cache-headers.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The URL path under which the build's static folder (`<distDir>/static`) is answered. */
export const BUILD_FILES_PATH = '/_next/static/';

const CONTENT_TYPES = { '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * The encoding to answer with, from a request's Accept-Encoding: Brotli first (smaller), then gzip; null
 * when the request accepts neither (Next then answers). A `q=0` refuses an encoding; `*` stands for any
 * encoding not named.
 */
export function chooseEncoding(acceptEncoding) {
  const weights = new Map();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** Every script and stylesheet of the build's static folder, compressed: URL path → { type, br, gzip }. */
export async function precompressBuildFiles(staticFolder) {
  const files = new Map();
  const entries = await readdir(staticFolder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const type = CONTENT_TYPES[extname(entry.name)];
    if (!type || !entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const body = await readFile(path);
    const [br, gz] = await Promise.all([
      brotliAsync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    files.set(BUILD_FILES_PATH + relative(staticFolder, path).split(sep).join('/'), { type, br, gzip: gz });
  }
  return files;
}

/**
 * Answers a GET or HEAD of one of `files` in the best encoding the request accepts, with `securityHeaders`
 * ({ key, value } pairs, src/server/security-headers.ts). Returns false, having written nothing, for anything
 * else: another method, a path that is not a precompressed file, a request that accepts neither encoding.
 */
export function answerPrecompressed(request, response, files, securityHeaders) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const file = files.get(String(request.url).split('?')[0]);
  const encoding = file && chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return false;
  const body = file[encoding];
  response.writeHead(200, {
    ...Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value])),
    'Content-Type': file.type,
    'Content-Encoding': encoding,
    'Content-Length': body.length,
    'Cache-Control': BUILD_FILE_CACHE_CONTROL,
    Vary: 'Accept-Encoding',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}
