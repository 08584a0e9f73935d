import type { IsoDay } from '@/domain/calendar/iso-day';
import type { CheckoutPaymentMethod } from '@/domain/model/checkout';
import type { PaymentMethod } from '@/domain/model/gift';
import type { Locale } from '@/domain/model/locale';
import { eligibleInstalments, isPaypalPayLaterEligible } from '@/domain/product/instalments';

/**
 * The payment methods the payment step offers for an amount (part 1 §5 instalment rules, part 2 §9
 * Alma and PayPal): the card always; PayPal (pay later) on the Spanish and Italian sites for 30 to
 * 2000 €; Alma 3x, 4x and pay later when both the spec's rule (arrival and amount) and Alma's own
 * eligibility answer say so — Alma's answer carries the fee and the schedule we show. Display order.
 */
export interface OfferedMethod {
  method: CheckoutPaymentMethod;
  /** Alma's answer for an instalment method (its fee and schedule); null for card and PayPal. */
  alma: PaymentMethod | null;
}

const ALMA_METHOD = { '3x': 'alma_3x', '4x': 'alma_4x', later: 'alma_later' } as const;

export function offeredPaymentMethods(input: {
  amount: number;
  locale: Locale;
  /** The stay's arrival; null for an activity voucher, which has none: Alma needs one, so no instalments. */
  checkinDate: IsoDay | null;
  today: IsoDay;
  /** Alma's eligibility answer; null when the call failed (instalments are then not offered). */
  eligibility: readonly PaymentMethod[] | null;
}): OfferedMethod[] {
  const offered: OfferedMethod[] = [{ method: 'card', alma: null }];
  if (isPaypalPayLaterEligible({ amount: input.amount, locale: input.locale })) offered.push({ method: 'paypal', alma: null });
  const instalments = input.checkinDate === null ? [] : eligibleInstalments({ amount: input.amount, checkinDate: input.checkinDate, today: input.today });
  for (const type of instalments) {
    const alma = input.eligibility?.find((method) => method.type === type && method.eligible) ?? null;
    if (alma !== null) offered.push({ method: ALMA_METHOD[type], alma });
  }
  return offered;
}

export function isOffered(offered: readonly OfferedMethod[], method: CheckoutPaymentMethod): boolean {
  return offered.some((candidate) => candidate.method === method);
}
