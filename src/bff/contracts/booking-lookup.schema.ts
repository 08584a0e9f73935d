import { z } from 'zod';
import { bookingReferenceProblem, emailProblem, MAX_EMAIL_LENGTH } from '@/domain/booking-lookup/rules';
import { normaliseReference } from '@/domain/model/booking-reference';
import { bffSchema } from '../schema';
import { bookingLookupContract } from './booking-lookup';
import { localeField } from './fields.schema';

/** The form's own rules (src/domain/booking-lookup/rules.ts): a malformed lookup never reaches the API. */
export const bookingLookupSchema = bffSchema(bookingLookupContract, () =>
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
  }),
);
