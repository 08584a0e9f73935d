import { z } from 'zod';
import { isIsoDay } from '@/domain/calendar';
import { bffSchema } from '../schema';
import { localeField } from './fields.schema';
import { paymentEligibilityContract } from './payment-eligibility';

export const paymentEligibilitySchema = bffSchema(paymentEligibilityContract, () =>
  z.object({
    locale: localeField,
    amount: z.string().regex(/^[1-9]\d{0,8}$/).transform(Number),
    checkinDate: z.string().refine(isIsoDay),
    cancellationPolicyType: z.string().regex(/^[A-Z][A-Z0-9_]{0,39}$/).optional(),
    cancellableUntil: z.string().refine(isIsoDay).optional(),
  }),
);
