// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  answerPrecompressed,
  chooseEncoding,
  precompressBuildFiles,
  type PrecompressedFile,
} from '../../scripts/server/precompressed-build-files.mjs';
import { BUILD_FILE_CACHE_CONTROL } from '@/server/cache-headers';
import { buildFileSecurityHeaders } from '@/server/security-headers';

describe('the encoding a build file is answered in', () => {
  it('is Brotli when the browser accepts it, gzip when only gzip, none otherwise', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('GZIP;q=0.8, deflate')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('honours a refusal (q=0) and a wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('br;q=nonsense, gzip')).toBe('gzip');
  });
});

describe('the build files compressed when the server starts', () => {
  let folder: string;
  const script = `console.log(${JSON.stringify('é'.repeat(2000))});\n`;
  const stylesheet = '.a{color:red}'.repeat(300);

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'static-'));
    mkdirSync(join(folder, 'chunks'));
    mkdirSync(join(folder, 'media'));
    writeFileSync(join(folder, 'chunks', '0abc.js'), script);
    writeFileSync(join(folder, 'chunks', '1def.css'), stylesheet);
    writeFileSync(join(folder, 'chunks', '0abc.js.map'), '{}');
    writeFileSync(join(folder, 'media', 'font.woff2'), 'binary');
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('holds each script and stylesheet under its URL path, in both encodings, and nothing else', async () => {
    const files = await precompressBuildFiles(folder);
    expect([...files.keys()].sort()).toEqual(['/_next/static/chunks/0abc.js', '/_next/static/chunks/1def.css']);
    const js = files.get('/_next/static/chunks/0abc.js')!;
    expect(js.type).toBe('application/javascript; charset=utf-8');
    expect(brotliDecompressSync(js.br).toString()).toBe(script);
    expect(gunzipSync(js.gzip).toString()).toBe(script);
    expect(js.br.length).toBeLessThan(js.gzip.length);
    expect(files.get('/_next/static/chunks/1def.css')!.type).toBe('text/css; charset=utf-8');
  });
});

describe('a request for a build file', () => {
  const file: PrecompressedFile = { type: 'text/css; charset=utf-8', br: Buffer.from('BR'), gzip: Buffer.from('GZIP!') };
  const files = new Map([['/_next/static/chunks/a.css', file]]);

  type Request = { method: string; url: string; headers: Record<string, string> };

  function answer(request: Request) {
    const written: { status?: number; headers?: Record<string, string | number>; body?: unknown; ended: boolean } = { ended: false };
    const response = {
      writeHead(status: number, headers: Record<string, string | number>) {
        written.status = status;
        written.headers = headers;
        return this;
      },
      end(body?: unknown) {
        written.body = body;
        written.ended = true;
        return this;
      },
    };
    const answered = answerPrecompressed(request, response as never, files, buildFileSecurityHeaders(request.headers['x-forwarded-proto']));
    return { answered, ...written };
  }

  it('is answered in the encoding the browser accepts, with the headers Next gives a build file', () => {
    const result = answer({ method: 'GET', url: '/_next/static/chunks/a.css?v=1', headers: { 'accept-encoding': 'gzip, br' } });
    expect(result.answered).toBe(true);
    expect(result.status).toBe(200);
    expect(result.body).toBe(file.br);
    expect(result.headers).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': 'text/css; charset=utf-8',
      'Content-Encoding': 'br',
      'Content-Length': 2,
      'Cache-Control': BUILD_FILE_CACHE_CONTROL,
      Vary: 'Accept-Encoding',
    });
    expect(answer({ method: 'GET', url: '/_next/static/chunks/a.css', headers: { 'accept-encoding': 'gzip' } }).body).toBe(file.gzip);
  });

  it('carries HSTS over HTTPS, and no body on a HEAD', () => {
    const result = answer({ method: 'HEAD', url: '/_next/static/chunks/a.css', headers: { 'accept-encoding': 'br', 'x-forwarded-proto': 'https' } });
    expect(result.headers).toMatchObject({ 'Strict-Transport-Security': 'max-age=31536000', 'Content-Length': 2 });
    expect(result.ended).toBe(true);
    expect(result.body).toBeUndefined();
  });

  it('is left to Next, untouched, when it is not a precompressed file, not a read, or accepts neither encoding', () => {
    const requests: Request[] = [
      { method: 'GET', url: '/_next/static/chunks/b.css', headers: { 'accept-encoding': 'br' } },
      { method: 'GET', url: '/fr-fr', headers: { 'accept-encoding': 'br' } },
      { method: 'POST', url: '/_next/static/chunks/a.css', headers: { 'accept-encoding': 'br' } },
      { method: 'GET', url: '/_next/static/chunks/a.css', headers: { 'accept-encoding': 'identity' } },
      { method: 'GET', url: '/_next/static/chunks/a.css', headers: {} },
    ];
    for (const request of requests) {
      const result = answer(request);
      expect(result.answered, `${request.method} ${request.url}`).toBe(false);
      expect(result.status).toBeUndefined();
      expect(result.ended).toBe(false);
    }
  });
});
