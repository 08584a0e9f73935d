import { z } from 'zod';
import { CHECKOUT_ID_PATTERN } from '@/domain/booking';
import { bffSchema } from '../schema';
import { localeField } from './fields.schema';
import { paymentStartContract } from './payment-start';

export const paymentStartSchema = bffSchema(paymentStartContract, () =>
  z.object({
    locale: localeField,
    checkoutId: z.string().regex(CHECKOUT_ID_PATTERN),
    method: z.enum(['card', 'paypal', 'alma_3x', 'alma_4x', 'alma_later']),
  }),
);
