import { z } from 'zod';
import type { PointOfSale } from '@/domain/model/locale';
import { contactFormErrors, toContactMessage, type ContactFormValues, type ContactMessage } from './validation';

/**
 * The contact form's rules as one zod schema: react-hook-form's resolver in the form (values kept
 * as typed), and, with the message it makes, the BFF route's body check. Every field is read as a
 * string so all of them are checked at once (an empty reason does not hide the other fields'
 * errors); each issue's message is the field's error code, translated by the form.
 */
export function contactFormRules(region: PointOfSale): z.ZodType<ContactFormValues> {
  const text = z.string().max(10_000);
  return z.object({ reason: text, bookingNumber: text, name: text, email: text, phone: text, description: text }).superRefine((values, context) => {
    const errors = contactFormErrors(values as ContactFormValues, region);
    for (const [field, code] of Object.entries(errors)) context.addIssue({ code: 'custom', path: [field], message: code });
  }) as z.ZodType<ContactFormValues>;
}

/** The rules, then the message a valid form sends (trimmed, phone in E.164). */
export function contactMessageSchema(region: PointOfSale): z.ZodType<ContactMessage> {
  return contactFormRules(region).transform((values) => toContactMessage(values, region));
}
