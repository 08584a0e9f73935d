export { addToWishlist, fetchAccountProfile, fetchWishlist, removeFromWishlist, type AccountProfile, type WishedProduct } from './calls';
