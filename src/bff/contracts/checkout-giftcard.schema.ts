import { z } from 'zod';
import { CHECKOUT_ID_PATTERN } from '@/domain/booking';
import { bffSchema } from '../schema';
import { checkoutGiftCardContract, GIFTCARD_SERIAL_MAX_LENGTH } from './checkout-giftcard';

/**
 * The body of checkoutGiftCardContract (route side only): a checkout id, apply or remove, and a
 * serial number (trimmed, 1 to GIFTCARD_SERIAL_MAX_LENGTH characters; whether it exists is the API's to say).
 */
export const checkoutGiftCardSchema = bffSchema(checkoutGiftCardContract, () =>
  z
    .object({
      checkoutId: z.string().regex(CHECKOUT_ID_PATTERN),
      action: z.enum(['apply', 'remove']),
      serialNumber: z.string().trim().min(1).max(GIFTCARD_SERIAL_MAX_LENGTH),
    })
    .strict(),
);
