import { z } from 'zod';
import type { Civility, Traveller } from '@/domain/model/checkout';
import type { PointOfSale } from '@/domain/model/locale';
import { toTraveller, travellerFormErrors } from './traveller-details';

/**
 * The traveller details as the BFF route parses them, with zod, over the same rules the form runs
 * (travellerFormErrors). Kept apart from the rules so the booking step's island does not ship zod.
 */

/**
 * The traveller the BFF route receives (already tidied by the form) and sends the API: the same
 * rules, the terms aside (the body carries their acceptance), then tidied again. A detail the form
 * would refuse is refused here too, with its field.
 */
export function travellerSchema(region: PointOfSale): z.ZodType<Traveller> {
  const text = z.string().max(1_000);
  return z
    .object({ civility: text, firstName: text, lastName: text, email: text, phone: text, postalCode: text, country: text })
    .strict()
    .superRefine((values, context) => {
      const errors = travellerFormErrors({ ...values, civility: values.civility as Civility, termsAccepted: true }, region);
      for (const [field, code] of Object.entries(errors)) context.addIssue({ code: 'custom', path: [field], message: code });
    })
    .transform((values) => toTraveller({ ...values, civility: values.civility as Civility, termsAccepted: true }, region));
}
