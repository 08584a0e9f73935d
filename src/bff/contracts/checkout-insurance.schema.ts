import { z } from 'zod';
import { CHECKOUT_ID_PATTERN } from '@/domain/booking';
import { bffSchema } from '../schema';
import { checkoutInsuranceContract } from './checkout-insurance';

/** The body of checkoutInsuranceContract (route side only): a checkout id, an offer id (as init-checkout takes it) or null. */
export const checkoutInsuranceSchema = bffSchema(checkoutInsuranceContract, () =>
  z
    .object({
      checkoutId: z.string().regex(CHECKOUT_ID_PATTERN),
      insuranceOfferId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/).nullable(),
    })
    .strict(),
);
