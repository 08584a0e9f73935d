import { z } from 'zod';
import { CHECKOUT_ID_PATTERN } from '@/domain/booking';
import { bffSchema } from '../schema';
import { checkoutPromoCodeContract, PROMO_CODE_MAX_LENGTH } from './checkout-promo-code';

/**
 * The body of checkoutPromoCodeContract (route side only): a checkout id and a code (trimmed, 1 to
 * PROMO_CODE_MAX_LENGTH characters) or null. Whether the code exists is the API's to say
 * (INVALID_PROMO_CODE), so a mistyped code reads as one, not as a bad request.
 */
export const checkoutPromoCodeSchema = bffSchema(checkoutPromoCodeContract, () =>
  z
    .object({
      checkoutId: z.string().regex(CHECKOUT_ID_PATTERN),
      code: z.string().trim().min(1).max(PROMO_CODE_MAX_LENGTH).nullable(),
    })
    .strict(),
);
