import { cancellationLabel, type CancellationLabel } from '@/domain/cards/cancellation';

/**
 * The cancellation terms of a booked stay: what the product page's header, its cancellation
 * dialog, the booking summary, the confirmation and its e-mail say. One rule for all of them, so
 * what the traveller reads is what the cover they pay for gives (issue 22, item 2).
 *
 * The terms follow the effective policy: the chosen cover's own policy when the traveller took
 * one (the insurance offer list, part 1 §2, §3), else the stay's (the quote's, or the checkout's).
 * - A full-refund cover (its policy's type FULL_REFUND, cancellable with a deadline): cancel until
 *   the deadline for a full refund; no refund from the check-in.
 * - Any other cancellable policy with a deadline: the spec's text (part 1 §4) — modify free until
 *   the deadline, cancel until the deadline for 80 % of each night, no refund from the check-in.
 * - Not cancellable: no terms (the UI says neither exchangeable nor refundable).
 * Without a check-in there are no terms; a cancellable policy without a deadline promises nothing.
 */

/** Part 1 §4: cancelling before the deadline refunds 80 % of each night. */
export const PARTIAL_REFUND_PERCENT = 80;

/** The policy type of a cover that refunds the whole stay until its deadline (the insurance offers' wire value). */
export const FULL_REFUND_POLICY_TYPE = 'FULL_REFUND';

export interface CancellationPolicyInput {
  cancellable: boolean;
  deadline: string | null;
  /** The policy's kind as the API names it (FLEXIBLE, PARTIAL, NON_REFUNDABLE, FULL_REFUND…). */
  type?: string | null;
}

/** The cover the traveller chose (an insurance offer), as far as cancellation goes. */
export interface CancellationCoverInput {
  cancellationPolicy: CancellationPolicyInput | null;
}

export type CancellationTerm =
  | { key: 'cancellation.fullRefundUntil'; values: { deadline: string } }
  | { key: 'cancellation.modifyFreeUntil'; values: { deadline: string } }
  | { key: 'cancellation.partialRefundUntil'; values: { deadline: string; percent: number } }
  | { key: 'cancellation.noRefundAfter'; values: { date: string } };

/** The short label (the header's): the cards' labels (part 1 §4), or the full refund a cover gives. */
export type CancellationHeadline = CancellationLabel | { key: 'cancellation.label.fullRefundUntil'; values: { deadline: string } };

export interface BookingCancellationTerms {
  /** What the policy is in a few words; null when there is nothing to promise. */
  headline: CancellationHeadline | null;
  /** The conditions, in order; empty when the stay is neither exchangeable nor refundable (or undated). */
  terms: CancellationTerm[];
  /** The policy the terms were read from (the cover's, else the stay's): what the checkout and payment calls are told. */
  policy: CancellationPolicyInput | null;
}

/** The policy that applies: the chosen cover's own, else the stay's. */
export function effectiveCancellationPolicy(policy: CancellationPolicyInput | null, cover: CancellationCoverInput | null): CancellationPolicyInput | null {
  return cover?.cancellationPolicy ?? policy;
}

const isFullRefund = (policy: CancellationPolicyInput | null): policy is CancellationPolicyInput & { deadline: string } =>
  policy !== null && policy.cancellable && policy.deadline !== null && policy.type === FULL_REFUND_POLICY_TYPE;

export function bookingCancellationTerms(input: {
  checkin: string | null;
  /** The stay's own policy (the quote's or the checkout's). */
  policy: CancellationPolicyInput | null;
  /** The chosen cover; null (or a cover without a policy of its own) leaves the stay's. */
  cover: CancellationCoverInput | null;
}): BookingCancellationTerms {
  const { checkin } = input;
  const policy = effectiveCancellationPolicy(input.policy, input.cover);
  if (checkin && isFullRefund(policy)) {
    return {
      headline: { key: 'cancellation.label.fullRefundUntil', values: { deadline: policy.deadline } },
      terms: [
        { key: 'cancellation.fullRefundUntil', values: { deadline: policy.deadline } },
        { key: 'cancellation.noRefundAfter', values: { date: checkin } },
      ],
      policy,
    };
  }
  const headline = cancellationLabel({ checkin, policy });
  if (!checkin || !policy?.cancellable || !policy.deadline) return { headline, terms: [], policy };
  return {
    headline,
    terms: [
      { key: 'cancellation.modifyFreeUntil', values: { deadline: policy.deadline } },
      { key: 'cancellation.partialRefundUntil', values: { deadline: policy.deadline, percent: PARTIAL_REFUND_PERCENT } },
      { key: 'cancellation.noRefundAfter', values: { date: checkin } },
    ],
    policy,
  };
}
