import { bffPostContract } from '../contract';
import type { IsoDay } from '@/domain/calendar';
import type { Locale } from '@/domain/model/locale';
import type { CheckoutInitAnswer } from './checkout-init';

/**
 * Book in redemption mode: POST /api/beneficiary/checkout { locale, productId, checkin, checkout, activitySelectionList? }
 * → the checkout made with the voucher of the visitor's cookie (looked up again on the server; its
 * code goes to init-checkout, which prices the stay and what remains to pay). Two adults (gift
 * redemption, part 1 §7). A voucher that cannot book this stay is an answer the panel words:
 * `refused` with why (no voucher in the cookie, used — by a booking meanwhile too —, expired, unknown,
 * or a gift stay's voucher on another stay). A failed call (502): the flow stops. Never cached.
 */
export interface BeneficiaryCheckoutBody {
  locale: Locale;
  productId: number;
  checkin: IsoDay;
  checkout: IsoDay;
  /** `activityId_dayIndex` items joined by '-' (part 2 §3 activityDates), one per dated activity. */
  activitySelectionList?: string;
}

export type BeneficiaryCheckoutRefusal = 'none' | 'used' | 'expired' | 'unknown' | 'otherProduct';

export type BeneficiaryCheckoutAnswer = ({ outcome: 'checkout' } & CheckoutInitAnswer) | { outcome: 'refused'; reason: BeneficiaryCheckoutRefusal };

export const beneficiaryCheckoutContract = bffPostContract<BeneficiaryCheckoutBody, BeneficiaryCheckoutAnswer>('/api/beneficiary/checkout');
