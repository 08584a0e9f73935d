import { defineMessages } from '@formatjs/intl';

/** The wishlist heart's failures, announced (the hearts' own labels are the offer card's). */
export const wishlistMessages = defineMessages({
  addFailed: { id: 'wishlist.addFailed', defaultMessage: 'This stay could not be added to your wishlist. Please try again.' },
  removeFailed: { id: 'wishlist.removeFailed', defaultMessage: 'This stay could not be removed from your wishlist. Please try again.' },
});
