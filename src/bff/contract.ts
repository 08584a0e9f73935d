/**
 * One contract per BFF endpoint (DESIGN §7): the route handler under `app/api` and the island that
 * calls it share this small value, its path and method, and the types of its query (or body) and
 * its answer. It holds no zod on purpose: islands import it, and a schema here would ship to the
 * browser (about 2 kB gzip of zod/mini's object parser). The server reads the query with the
 * contract's schema (`<endpoint>.schema.ts`, typed against the same Query).
 */

/** What a query string can carry: each value is printed with String() and read back by the schema. */
export type QueryValue = string | number | boolean | undefined;

export interface BffContract<Query, Answer> {
  readonly method: 'GET' | 'POST';
  /** The route's path, under /api (where its `route.ts` lives). */
  readonly path: `/api/${string}`;
  /** Never set: keeps Query and Answer attached to the value for the two helpers. */
  readonly types?: { readonly query: Query; readonly answer: Answer };
}

export type QueryOf<C> = C extends BffContract<infer Query, unknown> ? Query : never;
export type AnswerOf<C> = C extends BffContract<unknown, infer Answer> ? Answer : never;

export function bffGetContract<Query extends { [K in keyof Query]: QueryValue }, Answer>(path: `/api/${string}`): BffContract<Query, Answer> {
  return { method: 'GET', path };
}

export function bffPostContract<Body, Answer>(path: `/api/${string}`): BffContract<Body, Answer> {
  return { method: 'POST', path };
}

/**
 * The one error body of every BFF route. invalid-query / invalid-body: the request did not pass
 * the contract's schema (400); upstream: the travel API failed (502); internal: the route itself
 * threw (500); cross-site: a POST another site's page sent (403); unsupported-media-type: a POST
 * body that is not JSON (415); not-found: the travel API does not know what was asked (404);
 * forbidden: the request lacks what the route needs (no valid voucher: 403).
 */
export type BffErrorCode = 'invalid-query' | 'invalid-body' | 'upstream' | 'internal' | 'cross-site' | 'unsupported-media-type' | 'not-found' | 'forbidden';

export interface BffErrorBody {
  error: { code: BffErrorCode };
}
