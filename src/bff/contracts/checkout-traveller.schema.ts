import { z } from 'zod';
import { CHECKOUT_ID_PATTERN } from '@/domain/booking';
import { TRAVELLER_FIELDS, type TravellerField } from '@/domain/checkout/traveller-details';
import { travellerSchema } from '@/domain/checkout/traveller-schema';
import { pointOfSale } from '@/domain/model/locale';
import type { CheckoutTravellerBody } from './checkout-traveller';
import { localeField } from './fields.schema';

/**
 * The body of checkoutTravellerContract (route side only): a site, a checkout id of the domain's pattern, the terms accepted, and a traveller
 * that passes the form's own rules for the site's country (src/domain/checkout/traveller-details.ts).
 */
function buildSchema(): z.ZodType<CheckoutTravellerBody> {
  return z
    .object({
      locale: localeField,
      checkoutId: z.string().regex(CHECKOUT_ID_PATTERN),
      termsAccepted: z.literal(true),
      traveller: z.unknown(),
    })
    .strict()
    .transform((body, context) => {
      const traveller = travellerSchema(pointOfSale(body.locale)).safeParse(body.traveller);
      if (traveller.success) return { ...body, traveller: traveller.data };
      for (const issue of traveller.error.issues) context.addIssue({ code: 'custom', path: ['traveller', ...issue.path.map(String)], message: issue.message });
      return z.NEVER;
    });
}

let schema: z.ZodType<CheckoutTravellerBody> | undefined;

/**
 * The body read, or the field it refused (the first in the form's order; the terms when they are
 * not accepted; none when the body is not a traveller at all): the form shows the refusal there.
 */
export function parseCheckoutTravellerBody(input: unknown): { success: true; data: CheckoutTravellerBody } | { success: false; field: TravellerField | null } {
  schema ??= buildSchema();
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const refused = new Set<string>();
  for (const issue of result.error.issues) {
    if (issue.path[0] === 'traveller' && typeof issue.path[1] === 'string') refused.add(issue.path[1]);
    if (issue.path[0] === 'termsAccepted') refused.add('termsAccepted');
  }
  return { success: false, field: TRAVELLER_FIELDS.find((field) => refused.has(field)) ?? null };
}
