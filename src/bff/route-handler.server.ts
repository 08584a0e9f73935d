import 'server-only';
import type { BffErrorBody, BffErrorCode } from './contract';
import type { BffSchema } from './schema';

/**
 * The one parse → call → answer of every BFF route. The query (GET) or JSON body (POST) goes
 * through the contract's schema; the call's outcome becomes the answer: JSON with the route's own
 * cache-control on success (204 when the contract answers nothing), the one error body otherwise.
 * Error answers are never cached, whatever the route caches on success.
 */

/** What a route's call gives back; src/api's ApiResult fits as it is. */
export type BffOutcome<Answer> = { ok: true; data: Answer } | { ok: false };

export interface BffRouteOptions {
  /** cache-control of a successful answer. Prices that decide a booking: 'no-store' (DESIGN §2). */
  successCacheControl: string;
}

export const NO_STORE = 'no-store';

const STATUS: Readonly<Record<BffErrorCode, number>> = { 'invalid-query': 400, 'invalid-body': 400, upstream: 502, internal: 500 };

export function bffErrorResponse(code: BffErrorCode): Response {
  const body: BffErrorBody = { error: { code } };
  return Response.json(body, { status: STATUS[code], headers: { 'cache-control': NO_STORE } });
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
    if (!outcome.ok) return bffErrorResponse('upstream');
    const headers = { 'cache-control': options.successCacheControl };
    if (outcome.data === undefined) return new Response(null, { status: 204, headers });
    return Response.json(outcome.data, { headers });
  };
}
