import { bffPostContract } from '../contract';
import type { IsoDay } from '@/domain/calendar';
import type { Locale } from '@/domain/model/locale';
import type { CheckoutInitAnswer } from './checkout-init';

/**
 * Book in redemption mode: POST /api/beneficiary/checkout { locale, productId, checkin, checkout, activitySelectionList? }
 * → the checkout made with the voucher of the visitor's cookie (looked up again on the server; its
 * code goes to init-checkout, which prices the stay and what remains to pay). Two adults (gift
 * redemption, part 1 §7). No valid voucher (403) or a failed call (502): the flow stops. Never cached.
 */
export interface BeneficiaryCheckoutBody {
  locale: Locale;
  productId: number;
  checkin: IsoDay;
  checkout: IsoDay;
  /** `activityId_dayIndex` items joined by '-' (part 2 §3 activityDates), one per dated activity. */
  activitySelectionList?: string;
}

export const beneficiaryCheckoutContract = bffPostContract<BeneficiaryCheckoutBody, CheckoutInitAnswer>('/api/beneficiary/checkout');
