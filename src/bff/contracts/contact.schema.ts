import { z } from 'zod';
import { contactFormErrors, type ContactFormValues } from '@/domain/contact/validation';
import { pointOfSale } from '@/domain/model/locale';
import { MAX_TOKEN_LENGTH } from '@/server/recaptcha/verify-recaptcha.server';
import { bffSchema } from '../schema';
import { contactContract, type ContactBody } from './contact';
import { localeField } from './fields.schema';

/**
 * The contact body: the form's own rules for the site's country (a body the form would have
 * refused is refused here too), a UUID submission id, and a token of bounded length.
 */
export const contactSchema = bffSchema(contactContract, () => {
  const text = z.string().max(10_000);
  return z
    .object({
      locale: localeField,
      submissionId: z.uuid(),
      recaptchaToken: z.string().max(MAX_TOKEN_LENGTH).nullable().optional(),
      reason: text,
      bookingNumber: text,
      name: text,
      email: text,
      phone: text,
      description: text,
    })
    .refine((body) => Object.keys(contactFormErrors(body as ContactFormValues, pointOfSale(body.locale))).length === 0) as z.ZodType<ContactBody>;
});
