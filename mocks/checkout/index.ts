import type { HttpHandler } from 'msw';
import { checkoutHandlers as initAndRead } from './checkout';
import { insuranceHandlers } from './insurance';

/** Checkout area of the simulator: insurance offers of a stay, init checkout, a checkout by id. */
export const checkoutHandlers: HttpHandler[] = [...insuranceHandlers, ...initAndRead];

export { checkoutAdminHandlers } from './admin';
export { clearCheckouts, listCheckouts, type StoredCheckout } from './store';
export { addPriceDrift, clearPriceDrifts, listPriceDrifts, type PriceDriftRule, type PriceDriftTarget } from './price-drift';
export { CANCELLATION_INSURANCE_ID, INCLUDED_INSURANCE_ID } from './insurance';
