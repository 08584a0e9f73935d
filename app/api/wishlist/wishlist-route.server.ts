import 'server-only';
import type { ApiResult } from '@/api/core';
import { bffErrorResponse, jsonPostRefusal, NO_STORE } from '@/bff/route-handler.server';
import type { BffSchema } from '@/bff/schema';
import { getShellSettings } from '@/components/shell/settings';
import { ACCESS_TOKEN_COOKIE, readCookie } from '@/components/shell/rules/account';
import { WISHLIST_UNAUTHENTICATED } from '@/bff/contracts/wishlist';

/**
 * The wishlist BFF routes' one parse → token → call → answer: the body or query through the
 * contract's schema (400), the `access_token` cookie and the customer account toggle (401 when
 * anonymous, as the header decides "signed in"), then the account application's call; a token it
 * refuses is 401 too (the heart then asks to sign in), any other failure 502.
 */
function unauthenticated(): Response {
  return Response.json({ error: { code: 'unauthenticated' } }, { status: WISHLIST_UNAUTHENTICATED, headers: { 'cache-control': NO_STORE } });
}

export function wishlistRoute<Input, Answer>(
  schema: BffSchema<Input, Answer>,
  call: (accessToken: string, input: Input) => Promise<ApiResult<Answer>>,
): (request: Request) => Promise<Response> {
  const { method } = schema.contract;
  return async (request) => {
    const refusal = method === 'POST' ? jsonPostRefusal(request) : null;
    if (refusal) return refusal;
    const input = method === 'GET' ? Object.fromEntries(new URL(request.url).searchParams) : await request.json().catch(() => undefined);
    const parsed = schema.parse(input);
    if (!parsed.success) return bffErrorResponse(method === 'GET' ? 'invalid-query' : 'invalid-body');
    // The request's own Cookie header (same value as next/headers' cookies()), so the route runs in unit tests as it is.
    const token = readCookie(request.headers.get('cookie') ?? '', ACCESS_TOKEN_COOKIE);
    if (!token || !getShellSettings().customerAccountEnabled) return unauthenticated();
    let result: ApiResult<Answer>;
    try {
      result = await call(token, parsed.data);
    } catch (error) {
      console.error(`[bff] ${schema.contract.path} failed`, error);
      return bffErrorResponse('internal');
    }
    if (!result.ok) return result.error.kind === 'http' && result.error.status === 401 ? unauthenticated() : bffErrorResponse('upstream');
    const headers = { 'cache-control': NO_STORE };
    return result.data === undefined ? new Response(null, { status: 204, headers }) : Response.json(result.data, { headers });
  };
}
