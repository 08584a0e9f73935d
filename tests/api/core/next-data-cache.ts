import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequestStoreForAPI } from 'next/dist/server/async-storage/request-store';
import { createWorkStore } from 'next/dist/server/async-storage/work-store';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';

/**
 * Next's own data cache, as `next start` sets it up (the file-system handler with its memory store,
 * nothing flushed to disk), so a test runs the storefront's cached reads through the code that
 * serves them in production: `inRequest` runs one request's work as a page or the proxy does
 * (a work store), then waits for the cache writes and background revalidations it started.
 */
type Global = { __incrementalCache?: unknown };

export function installNextDataCache(): void {
  (globalThis as Global).__incrementalCache = new IncrementalCache({
    fs: nodeFs,
    dev: false,
    minimalMode: false,
    flushToDisk: false,
    serverDistDir: mkdtempSync(join(tmpdir(), 'next-data-cache-')),
    maxMemoryCacheSize: 50 * 1024 * 1024,
    requestHeaders: {},
    fetchCacheKeyPrefix: `test-${Math.random()}`,
    previewProps: { previewModeId: 'test', previewModeSigningKey: 'test', previewModeEncryptionKey: 'test' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: 'test', previewModeSigningKey: 'test', previewModeEncryptionKey: 'test' } },
  } as unknown as ConstructorParameters<typeof IncrementalCache>[0]);
}

export function removeNextDataCache(): void {
  delete (globalThis as Global).__incrementalCache;
}

/** What a test learns of the request it ran: how often its headers were read (next/headers). */
export interface RequestTrace {
  headerReads: number;
}

/**
 * Runs `work` as one request of a page or route handler: Next's work store and, when `incoming`
 * headers are given, its request store (what next/headers reads), then waits for the cache writes and
 * background revalidations the request started.
 */
export async function inRequest<T>(work: () => Promise<T>, incoming?: HeadersInit, trace?: RequestTrace): Promise<T> {
  const store = createWorkStore({
    page: '/',
    renderOpts: { cacheLifeProfiles: {}, experimental: { useCacheTimeout: 0, durableUseCacheEntries: false } },
    isPrefetchRequest: false,
    buildId: 'test',
    deploymentId: '',
    previouslyRevalidatedTags: [],
  } as unknown as Parameters<typeof createWorkStore>[0]);
  const run = incoming === undefined ? work : () => workUnitAsyncStorage.run(requestStore(new Headers(incoming), trace), work);
  const result = await workAsyncStorage.run(store, run);
  await Promise.all(Object.values(store.pendingRevalidates ?? {}));
  return result;
}

function requestStore(headers: Headers, trace?: RequestTrace) {
  const url = new URL('http://localhost:3000/');
  const implicitTags = { tags: [], expirationsByCacheKind: new Map() };
  const preview = { previewModeId: 'test', previewModeSigningKey: 'test', previewModeEncryptionKey: 'test' };
  const store = createRequestStoreForAPI({ headers } as never, url as never, implicitTags as never, () => undefined, preview, undefined);
  const read = Object.getOwnPropertyDescriptor(store, 'headers')!.get!.bind(store);
  Object.defineProperty(store, 'headers', {
    get: () => {
      if (trace) trace.headerReads += 1;
      return read();
    },
  });
  return store;
}

/**
 * The clock Next's data cache reads an entry's age with, moved forward by `seconds` (an entry written
 * meanwhile is dated by Date.now, so it looks that much older too); returns the undo.
 */
export function moveCacheClock(seconds: number): () => void {
  const now = performance.now.bind(performance);
  const spy = vi.spyOn(performance, 'now').mockImplementation(() => now() + seconds * 1000);
  return () => spy.mockRestore();
}
