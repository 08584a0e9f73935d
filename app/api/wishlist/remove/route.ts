import { removeFromWishlist } from '@/api/account';
import { wishlistRoute } from '../wishlist-route.server';
import { wishlistRemoveSchema } from '@/bff/contracts/wishlist.schema';

/** Removes a product from the wishlist (contract: src/bff/contracts/wishlist.ts). */
export const POST = wishlistRoute(wishlistRemoveSchema, (token, body) => removeFromWishlist(token, body.productId));
