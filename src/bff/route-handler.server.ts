import 'server-only';
import { isSameSiteRequest } from '@/server/same-site-request';
import type { BffErrorBody, BffErrorCode } from './contract';
import type { BffSchema } from './schema';
import { NEVER_STORED } from '@/server/cache-headers';

/**
 * The one parse → call → answer of every BFF route. A POST from another site or with a body that
 * is not JSON is refused first (jsonPostRefusal). The query (GET) or JSON body (POST) goes
 * through the contract's schema; the call's outcome becomes the answer: JSON with the route's own
 * cache-control on success (204 when the contract answers nothing), the one error body otherwise
 * (failureCode: an unknown id is a 404, never a 5xx).
 * Error answers are never cached, whatever the route caches on success.
 */

/**
 * What a route's call gives back; src/api's ApiResult fits as it is (its error tells an unknown id
 * from a failing upstream). `refused` is a failure that is the request's own, named by the route
 * (no valid voucher, say).
 */
export type BffOutcome<Answer> =
  | { ok: true; data: Answer }
  | { ok: false; error?: { kind: string; status?: number }; refused?: Extract<BffErrorCode, 'forbidden' | 'not-found'> };

export interface BffRouteOptions {
  /** cache-control of a successful answer. Prices that decide a booking: 'no-store' (DESIGN §2). */
  successCacheControl: string;
}

export const NO_STORE = NEVER_STORED;

const STATUS: Readonly<Record<BffErrorCode, number>> = {
  'invalid-query': 400,
  'invalid-body': 400,
  upstream: 502,
  internal: 500,
  'cross-site': 403,
  'unsupported-media-type': 415,
  'not-found': 404,
  forbidden: 403,
};

/**
 * A failed call's answer: what the request asked for that the travel API does not know (its 404:
 * an unknown id) is a 404, a request it refuses (400, 422) is the request's error; only the
 * upstream's own failure (5xx, timeout, network, an invalid answer) is a 502.
 */
function failureCode(outcome: { error?: { kind: string; status?: number }; refused?: BffErrorCode }, method: 'GET' | 'POST'): BffErrorCode {
  if (outcome.refused) return outcome.refused;
  const status = outcome.error?.kind === 'http' ? outcome.error.status : undefined;
  if (status === 404) return 'not-found';
  if (status === 400 || status === 422) return method === 'GET' ? 'invalid-query' : 'invalid-body';
  return 'upstream';
}

export function bffErrorResponse(code: BffErrorCode): Response {
  const body: BffErrorBody = { error: { code } };
  return Response.json(body, { status: STATUS[code], headers: { 'cache-control': NO_STORE } });
}

/** `application/json`, with or without parameters (charset): the only body a JSON route reads. */
export function isJsonContentType(value: string | null): boolean {
  return (value ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * The refusal of a JSON POST before its body is read, else null: another site's page (403, the
 * request forgery guard of src/server/same-site-request.ts), then any body but JSON (415). A form
 * or text/plain body is what another site can send without asking (a CORS "simple request"); a
 * JSON one it cannot. Every JSON POST route calls this first: bffRoute below, and the routes with
 * their own handler (contact, wishlist).
 */
export function jsonPostRefusal(request: Request): Response | null {
  if (!isSameSiteRequest(request.headers)) return bffErrorResponse('cross-site');
  if (!isJsonContentType(request.headers.get('content-type'))) return bffErrorResponse('unsupported-media-type');
  return null;
}

/** A call that cannot fail (its loader reads failures as empty answers). */
export const answered = <Answer>(data: Answer): BffOutcome<Answer> => ({ ok: true, data });

export function bffRoute<Query, Answer>(
  schema: BffSchema<Query, Answer>,
  options: BffRouteOptions,
  call: (query: Query, request: Request) => Promise<BffOutcome<Answer>>,
): (request: Request) => Promise<Response> {
  const { method } = schema.contract;
  return async (request) => {
    const refusal = method === 'POST' ? jsonPostRefusal(request) : null;
    if (refusal) return refusal;
    const input = method === 'GET' ? Object.fromEntries(new URL(request.url).searchParams) : await request.json().catch(() => undefined);
    const parsed = schema.parse(input);
    if (!parsed.success) return bffErrorResponse(method === 'GET' ? 'invalid-query' : 'invalid-body');
    let outcome: BffOutcome<Answer>;
    try {
      outcome = await call(parsed.data, request);
    } catch (error) {
      // Next would answer its own 500 page, cacheable by whatever sits in front: answer ours.
      console.error(`[bff] ${schema.contract.path} failed`, error);
      return bffErrorResponse('internal');
    }
    if (!outcome.ok) return bffErrorResponse(failureCode(outcome, method));
    const headers = { 'cache-control': options.successCacheControl };
    if (outcome.data === undefined) return new Response(null, { status: 204, headers });
    return Response.json(outcome.data, { headers });
  };
}
