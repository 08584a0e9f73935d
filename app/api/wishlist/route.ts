import { addToWishlist, fetchWishlist } from '@/api/account';
import { mapResult } from '@/api/core';
import { wishlistRoute } from './wishlist-route.server';
import { wishlistAddSchema, wishlistSchema } from '@/bff/contracts/wishlist.schema';

/** The signed-in visitor's wished product ids (contract: src/bff/contracts/wishlist.ts). */
export const GET = wishlistRoute(wishlistSchema, async (token) => mapResult(await fetchWishlist(token), (items) => ({ productIds: items.map((item) => item.productId) })));

/** Adds a product to the wishlist. */
export const POST = wishlistRoute(wishlistAddSchema, (token, body) => addToWishlist(token, body));
