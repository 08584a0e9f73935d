import { z } from 'zod';
import { daysBetween, isIsoDay } from '@/domain/calendar';
import { isStayNights } from '@/domain/booking/stay-nights';
import { bffSchema } from '../schema';
import { idField, localeField, nightsField, paxQueryShape } from './fields.schema';
import { minisiteField } from './product-offers.schema';
import { productQuoteContract } from './product-quote';

/**
 * `activityId_dayIndex` items joined by '-': at most 20 activities, a day index within 14 nights.
 * An empty list (no activity chosen) reads as none.
 */
export const activitySelectionField = z.union([
  z.literal('').transform(() => undefined),
  z.string().regex(/^[1-9]\d{0,11}_\d{1,2}(-[1-9]\d{0,11}_\d{1,2}){0,19}$/),
]);

/**
 * The dates of a priced stay: a real check-in, and a checkout 1 to 14 nights later or a night
 * count; both, if sent, agree.
 */
export function stayDatesAgree(stay: { checkin: string; checkout?: string; nights?: number }): boolean {
  if (stay.checkout === undefined) return stay.nights !== undefined;
  const nights = daysBetween(stay.checkin, stay.checkout);
  return isStayNights(nights) && (stay.nights === undefined || stay.nights === nights);
}

export const productQuoteSchema = bffSchema(productQuoteContract, () =>
  z
    .object({
      locale: localeField,
      productId: idField,
      checkin: z.string().refine(isIsoDay),
      checkout: z.string().refine(isIsoDay).optional(),
      nights: nightsField.optional(),
      ...paxQueryShape,
      activitySelectionList: activitySelectionField.optional(),
      minisite: minisiteField.optional(),
    })
    .refine(stayDatesAgree),
);
