// Types of shared-page-cache.mjs, for the tests that import it.
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

type PageRequest = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

export interface PageAnswer {
  status: number;
  headers: IncomingHttpHeaders | OutgoingHttpHeaders;
  body: Buffer;
}

export interface CachedPage {
  headers: Record<string, string | string[] | number>;
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  bytes: number;
}

export interface FillToken {
  key: string;
  generation: number;
}

export interface PageCache {
  lookup(key: string): { entry: CachedPage; state: 'hit' | 'stale'; ageSeconds: number } | null;
  askedAgain(key: string): boolean;
  beginFill(key: string): FillToken | null;
  isFilling(key: string): boolean;
  store(token: FillToken, answer: PageAnswer | null): Promise<boolean>;
  purge(): void;
  stats(): { entries: number; bytes: number };
}

export const PAGE_CACHE_HEADER: string;
export const REVALIDATE_PATH: string;
export function pageCacheKey(request: PageRequest, faultScope: string | null): string | null;
export function lifetimeOf(status: number, headers: IncomingHttpHeaders | OutgoingHttpHeaders): { freshMs: number; staleMs: number } | null;
export function createPageCache(options: { maxBytes: number; now?: () => number }): PageCache;
export function answerFromCache(request: PageRequest, response: Pick<ServerResponse, 'writeHead' | 'end'>, found: NonNullable<ReturnType<PageCache['lookup']>>): void;
export function askForPage(origin: string, request: PageRequest, faultScopeHeader: string, faultScope: string | null): Promise<PageAnswer | null>;
export function withPageCache(options: {
  cache: PageCache;
  handle: (request: IncomingMessage, response: ServerResponse) => unknown;
  origin: string;
  faultScopeOf: (headers: IncomingHttpHeaders) => string | null;
  faultScopeHeader: string;
}): (request: IncomingMessage, response: ServerResponse) => unknown;
