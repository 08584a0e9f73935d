import { fail, mapResult, ok, request, type ApiResult, type CallOptions } from '@/api/core';
import { safeReturnPath } from '@/routing/safe-url';
import { accountProfileSchema, wishlistSchema, writeAnswerSchema } from './schemas';

/**
 * The account application's API at ACCOUNT_URL (ours: the spec shows no path), every call with the
 * visitor's access token (the `access_token` cookie) as a Bearer token. Never cached: the answers
 * are one visitor's. A refused token is the `http` 401 failure: callers treat it as signed out.
 */
export interface AccountProfile {
  accountId: string;
  email: string;
  firstName: string;
}

/** A product on the visitor's wishlist: its card id, its name and its storefront path. */
export interface WishedProduct {
  productId: number;
  label: string;
  path: string;
}

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** GET {account}/api/me → who the token belongs to (Contract ACC: the checkout forwards the e-mail). */
export async function fetchAccountProfile(accessToken: string, options?: CallOptions): Promise<ApiResult<AccountProfile>> {
  return request({
    service: 'account',
    path: '/api/me',
    headers: bearer(accessToken),
    schema: accountProfileSchema,
    label: { operation: 'account profile', location: 'account.me' },
    cache: 'no-store',
    ...options,
  });
}

/** GET {account}/api/wishlist → the wished products, most recent first; an unsafe path is dropped (it becomes a link). */
export async function fetchWishlist(accessToken: string, options?: CallOptions): Promise<ApiResult<WishedProduct[]>> {
  const result = await request({
    service: 'account',
    path: '/api/wishlist',
    headers: bearer(accessToken),
    schema: wishlistSchema,
    label: { operation: 'account wishlist', location: 'account.wishlist' },
    cache: 'no-store',
    ...options,
  });
  return mapResult(result, ({ items }) =>
    items.flatMap((item) => {
      const path = safeReturnPath(item.path, '');
      return path ? [{ productId: item.productId, label: item.label, path }] : [];
    }),
  );
}

/** POST {account}/api/wishlist { productId, label, path }: adds (adding twice keeps one). */
export async function addToWishlist(accessToken: string, product: WishedProduct, options?: CallOptions): Promise<ApiResult<void>> {
  const result = await request({
    service: 'account',
    path: '/api/wishlist',
    method: 'POST',
    json: product,
    headers: bearer(accessToken),
    schema: writeAnswerSchema,
    label: { operation: 'wishlist add', location: 'account.wishlist' },
    cache: 'no-store',
    ...options,
  });
  return result.ok ? ok(undefined) : fail(result.error);
}

/** POST {account}/api/wishlist/remove { productId }: removes (removing what is not there is no error). */
export async function removeFromWishlist(accessToken: string, productId: number, options?: CallOptions): Promise<ApiResult<void>> {
  const result = await request({
    service: 'account',
    path: '/api/wishlist/remove',
    method: 'POST',
    json: { productId },
    headers: bearer(accessToken),
    schema: writeAnswerSchema,
    label: { operation: 'wishlist remove', location: 'account.wishlist' },
    cache: 'no-store',
    ...options,
  });
  return result.ok ? ok(undefined) : fail(result.error);
}
