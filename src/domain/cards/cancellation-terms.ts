import type { CancellationInput } from './cancellation';

/** Part 1 §4: cancelling before the deadline refunds 80 % of each night. */
export const PARTIAL_REFUND_PERCENT = 80;

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
