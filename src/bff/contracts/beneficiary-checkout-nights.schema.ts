import { z } from 'zod';
import { isIsoDay } from '@/domain/calendar';
import { bffSchema } from '../schema';
import { beneficiaryCheckoutNightsContract } from './beneficiary-checkout-nights';
import { idField, localeField } from './fields.schema';

export const beneficiaryCheckoutNightsSchema = bffSchema(beneficiaryCheckoutNightsContract, () =>
  z.object({
    locale: localeField,
    id: idField,
    checkin: z.string().refine(isIsoDay),
  }),
);
