import type { ContactFormValues } from '@/domain/contact/validation';
import type { Locale } from '@/domain/model/locale';
import { bffPostContract } from '../contract';

/**
 * Send a contact message: POST /api/contact with the form as typed (checked again on the server
 * with the form's own rules), the site, the form's submission id and, outside customer-care mode,
 * the invisible recaptcha's token. The route creates the CRM case (one per submission id) and
 * answers where to go: the contact page with ref=contact_thank_you.
 *
 * Failures: 400 invalid-body (the rules refused it), 403 with code CONTACT_RECAPTCHA_REFUSED
 * (outside care mode, a missing or failing token: nothing is sent to the CRM), 502 upstream (the
 * CRM failed, or timed out twice). Never cached.
 */
export interface ContactBody extends ContactFormValues {
  locale: Locale;
  /** A UUID made once per form, kept when the visitor sends again after a failure. */
  submissionId: string;
  /** Outside care mode: the token of CONTACT_RECAPTCHA_ACTION; null when the provider could not run. */
  recaptchaToken?: string | null;
}

export interface ContactAnswer {
  caseId: string;
  thankYouPath: string;
}

/** The action the browser executes the recaptcha with, and the one the server expects back. */
export const CONTACT_RECAPTCHA_ACTION = 'contact';

/** The refusal of a missing or failing recaptcha token (not one of the BFF's shared codes). */
export const CONTACT_RECAPTCHA_REFUSED = 'recaptcha-refused';
export const CONTACT_RECAPTCHA_REFUSED_STATUS = 403;

export const contactContract = bffPostContract<ContactBody, ContactAnswer>('/api/contact');
