import { z } from 'zod';
import { isIsoDay } from '@/domain/calendar';
import { stayNightsSchema } from '@/domain/booking/stay-nights-schema';
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
      nights: stayNightsSchema.optional(),
      ...paxQueryShape,
      activitySelectionList: activitySelectionField.optional(),
      insuranceOfferId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/).optional(),
      hotelId: weekendId.optional(),
    })
    .refine(stayDatesAgree),
);
