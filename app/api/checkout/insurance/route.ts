import { setCheckoutInsurance } from '@/api/checkout/adjustments';
import { checkoutAdjustmentRoute } from '@/bff/contracts/checkout-adjustment.server';
import { checkoutInsuranceSchema } from '@/bff/contracts/checkout-insurance.schema';

/** POST /api/checkout/insurance (src/bff/contracts/checkout-insurance.ts): another cover on the checkout, the new price. */
export const POST = checkoutAdjustmentRoute(checkoutInsuranceSchema, (body) => setCheckoutInsurance(body));
