import type { IntlShape } from 'react-intl/server';
import { cancellationTermsTexts } from '@/components/cancellation-terms/cancellation-text';
import { bookingCancellationTerms } from '@/domain/booking/cancellation-terms';
import type { Checkout } from '@/domain/model/checkout';

/** The cancellation conditions of the cover paid for, as sentences: the same rule and words as the pages' (part 1 §4). */
export function confirmationCancellationLines(intl: IntlShape, checkout: Checkout): string[] {
  // An activity voucher has no cancellation terms of a stay (its validity is said instead).
  if (checkout.reservation === null) return [];
  return cancellationTermsTexts(intl, bookingCancellationTerms({ checkin: checkout.reservation.checkin, policy: checkout.cancellationPolicy, cover: checkout.insurance }));
}
