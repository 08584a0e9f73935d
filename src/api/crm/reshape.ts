import { CONTACT_REASONS, type ContactRequest } from '@/domain/model/contact';
import { pointOfSale } from '@/domain/model/locale';

/** The hidden field carrying the submission id (a custom case field, like Booking_ID__c). */
export const SUBMISSION_ID_FIELD = 'Submission_ID__c';

/**
 * The web-to-case form: the contact fields of part 2 §3 plus the hidden fields (organisation id,
 * status 'New', type, subtype, language code, origin, country code, return URL) and the
 * submission id that makes a repeated post one case.
 */
export function toCaseForm(contact: ContactRequest, orgId: string): Record<string, string> {
  const reason = CONTACT_REASONS[contact.contactReason];
  return {
    Booking_ID__c: contact.bookingId ?? '',
    contact_reason: contact.contactReason,
    description: contact.description,
    email: contact.email,
    name: contact.name,
    phone: contact.phone,
    requestType: reason.type,
    requestSubtype: reason.subtype,
    orgid: orgId,
    status: 'New',
    type: reason.type,
    subtype: reason.subtype,
    language: contact.locale.slice(0, 2),
    origin: 'Web',
    country: pointOfSale(contact.locale),
    retURL: contact.returnUrl,
    [SUBMISSION_ID_FIELD]: contact.submissionId,
  };
}
