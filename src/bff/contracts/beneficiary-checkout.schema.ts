import { z } from 'zod';
import { isIsoDay } from '@/domain/calendar';
import { bffSchema } from '../schema';
import { beneficiaryCheckoutContract } from './beneficiary-checkout';
import { localeField } from './fields.schema';
import { activitySelectionField, stayDatesAgree } from './product-quote.schema';

const weekendId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const beneficiaryCheckoutSchema = bffSchema(beneficiaryCheckoutContract, () =>
  z
    .object({
      locale: localeField,
      productId: weekendId,
      checkin: z.string().refine(isIsoDay),
      checkout: z.string().refine(isIsoDay),
      activitySelectionList: activitySelectionField.optional(),
    })
    .refine(stayDatesAgree),
);
