import { bffGetContract } from '../contract';
import type { IsoDay, NightsRange } from '@/domain/calendar';
import type { Locale } from '@/domain/model/locale';

/**
 * The redemption calendar's checkout range: GET /api/beneficiary/checkout-nights?locale&id&checkin →
 * `{ range }`, the night counts the product's own offer takes from that check-in for two adults
 * (the spec's checkout-nights call narrowed by the offer's redeem check-in prices, issue 23); null when
 * it takes none. The voucher is the visitor's cookie's, looked up again: none, or not for this stay,
 * 403; a failed call 502 (the calendar clears the range silently). Never cached.
 */
export interface BeneficiaryCheckoutNightsQuery {
  locale: Locale;
  id: number;
  checkin: IsoDay;
}

export interface BeneficiaryCheckoutNightsAnswer {
  range: NightsRange | null;
}

export const beneficiaryCheckoutNightsContract = bffGetContract<BeneficiaryCheckoutNightsQuery, BeneficiaryCheckoutNightsAnswer>('/api/beneficiary/checkout-nights');
