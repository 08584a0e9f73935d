import { z } from 'zod';
import { CHECKOUT_ID_PATTERN } from '@/domain/booking';
import { DIGITAL_DELIVERY_FIELDS, giftDeliveryErrors, PHYSICAL_DELIVERY_FIELDS, type GiftDeliveryField, type GiftDeliveryFormValues } from '@/domain/gift/gift-delivery';
import type { CheckoutDeliveryBody } from './checkout-delivery';
import { localeField } from './fields.schema';

/**
 * The body of checkoutDeliveryContract (route side only): a site, a checkout id, and a delivery
 * that passes the form's own rules (giftDeliveryErrors) with the site's today.
 */
const text = z.string().max(1_000);

const digital = z
  .object({ kind: z.literal('digital'), recipient: z.enum(['me', 'someone']), recipientName: text.nullable(), recipientEmail: text.nullable(), sendOn: text })
  .strict();
const physical = z
  .object({
    kind: z.literal('physical'),
    address: z.object({ firstName: text, lastName: text, street: text, postalCode: text, city: text, country: text }).strict(),
  })
  .strict();

const shapeSchema = z.object({ locale: localeField, checkoutId: z.string().regex(CHECKOUT_ID_PATTERN), delivery: z.discriminatedUnion('kind', [digital, physical]) }).strict();

/** The form's values of a delivery, to run the form's rules on it. */
function formValuesOf(delivery: CheckoutDeliveryBody['delivery']): GiftDeliveryFormValues {
  const none = { recipient: 'me' as const, recipientName: '', recipientEmail: '', sendOn: '', firstName: '', lastName: '', street: '', postalCode: '', city: '', country: '' };
  if (delivery.kind === 'physical') return { ...none, ...delivery.address };
  return { ...none, recipient: delivery.recipient, recipientName: delivery.recipientName ?? '', recipientEmail: delivery.recipientEmail ?? '', sendOn: delivery.sendOn };
}

/**
 * The body read, or the field refused (the first in the form's order; none when the body is not a
 * delivery at all): the form shows the refusal there.
 */
export function parseCheckoutDeliveryBody(input: unknown, today: (locale: CheckoutDeliveryBody['locale']) => string): { success: true; data: CheckoutDeliveryBody } | { success: false; field: GiftDeliveryField | null } {
  const shape = shapeSchema.safeParse(input);
  if (!shape.success) return { success: false, field: null };
  const { delivery } = shape.data;
  const errors = giftDeliveryErrors(formValuesOf(delivery), delivery.kind, today(shape.data.locale));
  const fields = delivery.kind === 'digital' ? DIGITAL_DELIVERY_FIELDS : PHYSICAL_DELIVERY_FIELDS;
  const refused = fields.find((field) => errors[field] !== undefined);
  if (refused) return { success: false, field: refused };
  return { success: true, data: shape.data };
}
