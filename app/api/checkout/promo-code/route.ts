import { applyPromoCode } from '@/api/checkout/adjustments';
import { checkoutAdjustmentRoute } from '@/bff/contracts/checkout-adjustment.server';
import { checkoutPromoCodeSchema } from '@/bff/contracts/checkout-promo-code.schema';

/** POST /api/checkout/promo-code (src/bff/contracts/checkout-promo-code.ts): a promo code applied or removed, the new price. */
export const POST = checkoutAdjustmentRoute(checkoutPromoCodeSchema, (body) => applyPromoCode(body));
