import { CONTACT_REASONS, type ContactReason } from '@/domain/model/contact';

/** The reasons in the order the form lists them (part 2 §3 "Contact reasons"). */
export const CONTACT_REASON_VALUES: readonly ContactReason[] = ['avv_info', 'booking_info', 'emailconf', 'modification', 'cancellation', 'complaint', 'other'];

export function isContactReason(value: unknown): value is ContactReason {
  return typeof value === 'string' && (CONTACT_REASON_VALUES as readonly string[]).includes(value);
}

/** Choosing a reason sets the CRM's request type and subtype (part 2 §4); 'other' sets neither. */
export function requestTypeOf(reason: ContactReason): { type: string; subtype: string } {
  return CONTACT_REASONS[reason];
}

/** The booking number is hidden and not required for a hotel activity question (part 2 §5). */
export function needsBookingNumber(reason: ContactReason): boolean {
  return reason !== 'avv_info';
}
