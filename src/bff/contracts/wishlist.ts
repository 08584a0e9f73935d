import { bffGetContract, bffPostContract } from '../contract';

/**
 * The signed-in visitor's wishlist (src/components/wishlist), through the account application:
 *   GET  /api/wishlist          → { productIds } the hearts to fill
 *   POST /api/wishlist          { productId, label, path } adds a product (204)
 *   POST /api/wishlist/remove   { productId } removes it (204)
 * The access token is the `access_token` cookie, read by the route: no token (or the customer
 * account toggle off, or a token the application refuses) answers 401, and the heart sends the
 * visitor to sign in. Never cached: the answer is one visitor's.
 */
export type WishlistQuery = Record<string, never>;

export interface WishlistAnswer {
  productIds: number[];
}

export interface WishlistAddBody {
  productId: number;
  /** The product's name, shown on the account's wishlist page. */
  label: string;
  /** The product's path on this site (no hash: the search's dates stay with the search). */
  path: string;
}

export interface WishlistRemoveBody {
  productId: number;
}

/** The status of a refusal for want of a signed-in visitor. */
export const WISHLIST_UNAUTHENTICATED = 401;

export const wishlistContract = bffGetContract<WishlistQuery, WishlistAnswer>('/api/wishlist');
export const wishlistAddContract = bffPostContract<WishlistAddBody, void>('/api/wishlist');
export const wishlistRemoveContract = bffPostContract<WishlistRemoveBody, void>('/api/wishlist/remove');
