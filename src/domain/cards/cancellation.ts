/**
 * Cancellation label and terms (part 1 §4). The policy shape fits the card's and the product's.
 * - with dates, cancellable with a deadline: modifiable or partially refundable until the deadline;
 * - with dates, not cancellable (or no policy): non-exchangeable and non-refundable;
 * - without dates: asks the visitor to add dates.
 * A cancellable policy without a deadline says nothing rather than promise an unknown date.
 * A booked stay's label and terms, which also follow the cover the traveller chose, are
 * src/domain/booking/cancellation-terms.ts (it reads this label for every policy but a full refund).
 */
export interface CancellationInput {
  cancellable: boolean;
  deadline: string | null;
}

export type CancellationLabel =
  | { key: 'offerCard.cancellation.modifiableUntil'; values: { deadline: string } }
  | { key: 'offerCard.cancellation.nonRefundable'; values: Record<string, never> }
  | { key: 'offerCard.cancellation.addDates'; values: Record<string, never> };

export function cancellationLabel(input: { checkin: string | null; policy: CancellationInput | null }): CancellationLabel | null {
  if (!input.checkin) return { key: 'offerCard.cancellation.addDates', values: {} };
  const policy = input.policy;
  if (!policy || !policy.cancellable) return { key: 'offerCard.cancellation.nonRefundable', values: {} };
  return policy.deadline ? { key: 'offerCard.cancellation.modifiableUntil', values: { deadline: policy.deadline } } : null;
}
