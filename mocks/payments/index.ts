import type { HttpHandler } from 'msw';
import { paymentApiHandlers } from './api';
import { hostedPageHandlers } from './hosted';

/** The payment provider's stand-in (PAYMENT_PROVIDER_URL → the simulator's /psp): its API and its hosted pages. */
export const paymentHandlers: HttpHandler[] = [...paymentApiHandlers, ...hostedPageHandlers];

export { paymentAdminHandlers } from './admin';
export { clearPayments, listPayments, paymentById } from './store';
export { DEFAULT_API_KEY } from './api';
export { TEST_CARDS } from './cards';
export type { Payment, PaymentMethod, PaymentStatus } from './payment';
