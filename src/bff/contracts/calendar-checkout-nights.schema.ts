import { z } from 'zod';
import { isIsoDay } from '@/domain/calendar';
import { bffSchema } from '../schema';
import { calendarCheckoutNightsContract } from './calendar-checkout-nights';
import { idField, localeField, paxQueryShape } from './fields.schema';
import { minisiteField } from './product-offers.schema';

export const calendarCheckoutNightsSchema = bffSchema(calendarCheckoutNightsContract, () =>
  z.object({
    locale: localeField,
    id: idField,
    checkin: z.string().refine(isIsoDay),
    ...paxQueryShape,
    minisite: minisiteField.optional(),
  }),
);
