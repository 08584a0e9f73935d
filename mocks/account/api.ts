import { http, HttpResponse, type HttpHandler } from 'msw';
import { route } from '../services';
import { addWish, bearerToken, productIdOf, removeWish, sessionOf, wishedProductOf, wishlistOf } from './accounts';

/**
 * The account application's API (ours: the spec shows no path), every call with
 * `Authorization: Bearer <access_token>`:
 *   GET    {account}/api/me                      200 { accountId, email, firstName }
 *   GET    {account}/api/wishlist                200 { items: [{ productId, label, path, addedAt }] } (most recent first)
 *   POST   {account}/api/wishlist                { productId, label, path } → 200 the stored item (adding twice keeps it once)
 *   POST   {account}/api/wishlist/remove         { productId } → 204 (also when it was not wished)
 * A missing, unknown or signed-out token: 401 { code: 'UNAUTHENTICATED' }; a malformed item: 400.
 * Writes are POSTs (no PUT/DELETE): the storefront's one request function speaks GET and POST.
 * Fault injection reaches every path (mocks/faults.ts: path '/account/api/').
 */
const unauthenticated = () => HttpResponse.json({ code: 'UNAUTHENTICATED', message: 'A valid Bearer token is required' }, { status: 401 });

const invalidItem = () => HttpResponse.json({ code: 'INVALID_ITEM', message: 'Expected { productId: positive integer, label, path: "/…" }' }, { status: 400 });

const sessionOfRequest = (request: Request) => sessionOf(bearerToken(request.headers.get('authorization')));

export const accountApiHandlers: HttpHandler[] = [
  http.get(route('account', '/api/me'), ({ request }) => {
    const session = sessionOfRequest(request);
    if (!session) return unauthenticated();
    const { accountId, email, firstName } = session.account;
    return HttpResponse.json({ accountId, email, firstName });
  }),
  http.get(route('account', '/api/wishlist'), ({ request }) => {
    const session = sessionOfRequest(request);
    if (!session) return unauthenticated();
    return HttpResponse.json({ items: wishlistOf(session.accountId) });
  }),
  http.post(route('account', '/api/wishlist'), async ({ request }) => {
    const session = sessionOfRequest(request);
    if (!session) return unauthenticated();
    const body: unknown = await request.json().catch(() => null);
    const wish = wishedProductOf(body);
    if (!wish) return invalidItem();
    return HttpResponse.json(addWish(session.accountId, wish));
  }),
  http.post(route('account', '/api/wishlist/remove'), async ({ request }) => {
    const session = sessionOfRequest(request);
    if (!session) return unauthenticated();
    const productId = productIdOf(await request.json().catch(() => null));
    if (productId === null) return invalidItem();
    removeWish(session.accountId, productId);
    return new HttpResponse(null, { status: 204 });
  }),
];
