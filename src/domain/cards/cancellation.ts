/**
 * Cancellation label and terms (part 1 §4). The policy shape fits the card's and the product's.
 * - with dates, cancellable with a deadline: modifiable or partially refundable until the deadline;
 * - with dates, not cancellable (or no policy): non-exchangeable and non-refundable;
 * - without dates: asks the visitor to add dates.
 * A cancellable policy without a deadline says nothing rather than promise an unknown date.
 */
export const PARTIAL_REFUND_PERCENT = 80;

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

export type CancellationTerm =
  | { key: 'cancellation.modifyFreeUntil'; values: { deadline: string } }
  | { key: 'cancellation.partialRefundUntil'; values: { deadline: string; percent: number } }
  | { key: 'cancellation.noRefundAfter'; values: { date: string } };

/**
 * The cancellation text: modify free until the deadline; cancel until the deadline for 80 % of
 * each night; no refund after the check-in. Shown only if cancellable (and dated).
 */
export function cancellationTerms(input: { checkin: string | null; policy: CancellationInput | null }): CancellationTerm[] {
  const { checkin, policy } = input;
  if (!checkin || !policy?.cancellable || !policy.deadline) return [];
  return [
    { key: 'cancellation.modifyFreeUntil', values: { deadline: policy.deadline } },
    { key: 'cancellation.partialRefundUntil', values: { deadline: policy.deadline, percent: PARTIAL_REFUND_PERCENT } },
    { key: 'cancellation.noRefundAfter', values: { date: checkin } },
  ];
}
