import type { HttpHandler } from 'msw';
import { activityCheckoutHandlers } from './activity';
import { bookHandlers } from './book';
import { checkoutCallHandlers } from './calls';
import { checkoutHandlers as initAndRead } from './checkout';
import { giftCheckoutHandlers } from './gift';
import { insuranceHandlers } from './insurance';

/**
 * Checkout area of the simulator: insurance offers of a stay, init checkout, a checkout by id, the
 * calls that fill it in (traveller, insurance, promo code, gift cards) and its booking; the activity
 * voucher's checkout (activity.ts) and the gift orders' (gift.ts, with their delivery call) go through
 * the same calls.
 */
export const checkoutHandlers: HttpHandler[] = [
  ...insuranceHandlers,
  ...activityCheckoutHandlers,
  ...giftCheckoutHandlers,
  ...initAndRead,
  ...checkoutCallHandlers,
  ...bookHandlers,
];

export { checkoutAdminHandlers } from './admin';
export { clearCheckouts, listCheckouts, type StoredCheckout } from './store';
export { addPriceDrift, clearPriceDrifts, listPriceDrifts, type PriceDriftRule, type PriceDriftTarget } from './price-drift';
export { CANCELLATION_INSURANCE_ID, INCLUDED_INSURANCE_ID } from './insurance';
export type { CheckoutWire, Traveller } from './wire';
