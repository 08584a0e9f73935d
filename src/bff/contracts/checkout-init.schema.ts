import { z } from 'zod';
import { isIsoDay } from '@/domain/calendar';
import { MAX_NIGHTS, MIN_NIGHTS } from '@/state/hash/stay-dates';
import { bffSchema } from '../schema';
import { checkoutInitContract } from './checkout-init';
import { localeField, paxQueryShape } from './fields.schema';
import { activitySelectionField, stayDatesAgree } from './product-quote.schema';

const weekendId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const checkoutInitSchema = bffSchema(checkoutInitContract, () =>
  z
    .object({
      locale: localeField,
      productId: weekendId,
      offerId: weekendId,
      checkin: z.string().refine(isIsoDay),
      checkout: z.string().refine(isIsoDay).optional(),
      nights: z.number().int().min(MIN_NIGHTS).max(MAX_NIGHTS).optional(),
      ...paxQueryShape,
      activitySelectionList: activitySelectionField.optional(),
      insuranceOfferId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/).optional(),
      hotelId: weekendId.optional(),
    })
    .refine(stayDatesAgree),
);
