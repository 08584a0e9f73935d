import type { Locale } from './locale';

/** The contact form and the CRM case it creates (part 2 §3, §4, §5). */
export type ContactReason = 'avv_info' | 'booking_info' | 'emailconf' | 'modification' | 'cancellation' | 'complaint' | 'other';

/** Choosing a reason sets the request type and subtype (part 2 §3 "Contact reasons"). */
export const CONTACT_REASONS: Record<ContactReason, { type: string; subtype: string }> = {
  avv_info: { type: 'Hotel Activity information request', subtype: '' },
  booking_info: { type: 'Information/request', subtype: '' },
  emailconf: { type: 'Information/request', subtype: 'Confirmation email' },
  modification: { type: 'Modification', subtype: '' },
  cancellation: { type: 'Cancellation Request', subtype: '' },
  complaint: { type: 'Complaint', subtype: '' },
  other: { type: '', subtype: '' },
};

export interface ContactRequest {
  /** 8-digit booking number; null when the reason needs none (avv_info). */
  bookingId: string | null;
  contactReason: ContactReason;
  description: string;
  email: string;
  name: string;
  phone: string;
  locale: Locale;
  /** Absolute URL the CRM sends the visitor back to (the contact route with ref=contact_thank_you). */
  returnUrl: string;
  /**
   * Made once per form (a UUID), kept when the visitor sends again after a failure and when the
   * server retries: the CRM stores one case per submission id, so a repeat never makes a second case.
   */
  submissionId: string;
}

export interface ContactCase {
  id: string;
}
