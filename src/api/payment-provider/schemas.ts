import { z } from 'zod';
import { LOCALES } from '@/domain/model/locale';
import { paymentMethodSchema } from '../checkout/schemas';

/**
 * Wire shapes of the payment provider (a hosted-payment-page provider, played by the simulator:
 * mocks/payments). Amounts are integer cents.
 */

export const paymentStatusSchema = z.enum(['PENDING', 'AUTHORISED', 'REFUSED', 'CANCELLED', 'CAPTURED', 'VOIDED', 'REFUNDED']);

export const paymentSchema = z.object({
  id: z.string().min(1),
  status: paymentStatusSchema,
  refusalReason: z.string().nullish(),
  amount: z.number().int().positive(),
  currency: z.literal('EUR'),
  method: paymentMethodSchema,
  merchantReference: z.string().min(1),
  locale: z.enum(LOCALES).nullish(),
  redirectUrl: z.string().url(),
  createdAt: z.string().nullish(),
});
export type PaymentWire = z.infer<typeof paymentSchema>;

export const paymentListSchema = z.object({ payments: z.array(paymentSchema) });
