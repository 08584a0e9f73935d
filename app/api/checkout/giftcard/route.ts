import { applyGiftCard, removeGiftCard } from '@/api/checkout/adjustments';
import { checkoutAdjustmentRoute } from '@/bff/contracts/checkout-adjustment.server';
import { checkoutGiftCardSchema } from '@/bff/contracts/checkout-giftcard.schema';

/** POST /api/checkout/giftcard (src/bff/contracts/checkout-giftcard.ts): a gift card applied or removed, the new price. */
export const POST = checkoutAdjustmentRoute(checkoutGiftCardSchema, ({ checkoutId, action, serialNumber }) =>
  action === 'apply' ? applyGiftCard({ checkoutId, serialNumber }) : removeGiftCard({ checkoutId, serialNumber }),
);
