import { create } from 'zustand';
import type { CancellationHeadline } from '@/domain/booking/cancellation-terms';

/** The stay the booking island has priced, for the page's other islands (the header's price). */
export interface QuotedStay {
  sellPrice: number;
  refPrice: number | null;
  promo: number;
  nights: number;
  people: number;
  checkin: string;
  /** The cancellation label of the stay with the chosen cover (bookingCancellationTerms): the header shows it. */
  cancellation: CancellationHeadline | null;
}

/**
 * One product page, one booking island: it publishes its quote here, and the header shows the
 * final price instead of the from-price (part 1 §2 price block) without a second quote call.
 */
export const useQuotedStay = create<{ stay: QuotedStay | null }>(() => ({ stay: null }));

export function publishQuotedStay(stay: QuotedStay | null): void {
  const current = useQuotedStay.getState().stay;
  const same =
    current === stay ||
    (current !== null && stay !== null && JSON.stringify(current) === JSON.stringify(stay));
  if (!same) useQuotedStay.setState({ stay });
}
