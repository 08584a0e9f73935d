import type { RequestHandler } from 'msw';
import { accountHandlers } from '../account';
import { adminHandlers } from '../admin';
import { bookingHandlers } from '../bookings';
import { checkoutHandlers } from '../checkout';
import { faultHandler } from '../faults';
import { experimentHandlers } from '../experiments/handlers';
import { imageHandlers } from '../images';
import { mailHandlers } from '../mail';
import { paymentHandlers } from '../payments';
import { providerHandlers } from '../providers';
import { tileHandlers } from '../tiles';
import { voucherHandlers } from '../vouchers/handlers';
import { contentHandlers } from './content';
import { productHandlers } from './product';
import { searchHandlers } from './search';

/**
 * The single definition of the simulator: vitest runs these in process (setupServer) and
 * mocks/server.ts serves them over HTTP. The fault handler comes first so it can intercept any route.
 */
export const handlers: RequestHandler[] = [
  faultHandler,
  ...adminHandlers,
  ...imageHandlers,
  ...tileHandlers,
  ...searchHandlers,
  ...productHandlers,
  ...checkoutHandlers,
  ...bookingHandlers,
  ...voucherHandlers,
  ...contentHandlers,
  ...experimentHandlers,
  ...providerHandlers,
  ...accountHandlers,
  ...paymentHandlers,
  ...mailHandlers,
];
