import { z } from 'zod';
import { isIsoDay } from '@/domain/calendar/iso-day';
import { bookingReferenceProblem, emailProblem, MAX_EMAIL_LENGTH } from '@/domain/booking-lookup/rules';
import { normaliseReference } from '@/domain/model/booking-reference';
import { bffSchema } from '../schema';
import { bookingModificationContract, bookingModificationQuoteContract, type BookingModificationBody } from './booking-modification';
import { dayField, localeField } from './fields.schema';

/** The lookup's own rules for reference and e-mail, a real day and 1..30 nights: a malformed change never reaches the API. */
const body = (): z.ZodType<BookingModificationBody> =>
  z.object({
    locale: localeField,
    reference: z
      .string()
      .max(64)
      .refine((typed) => bookingReferenceProblem(typed) === null)
      .transform(normaliseReference),
    email: z
      .string()
      .max(MAX_EMAIL_LENGTH + 64)
      .refine((typed) => emailProblem(typed) === null)
      .transform((typed) => typed.trim()),
    checkin: dayField.refine(isIsoDay),
    nights: z.number().int().min(1).max(30),
  });

export const bookingModificationQuoteSchema = bffSchema(bookingModificationQuoteContract, body);
export const bookingModificationSchema = bffSchema(bookingModificationContract, body);
