import { bffPostContract } from '../contract';
import type { Locale } from '@/domain/model/locale';
import type { CheckoutInitAnswer } from './checkout-init';

/**
 * The activity checkout's Continue: POST /api/checkout/activity { locale, activityProductId,
 * participants, customType } → the activity voucher's checkout (contract §5), its id, the booking
 * step's path to go to and its price. The API refusing the order (no price for that count: 400)
 * is an invalid-body error, an unknown voucher a 404, any other failure a 502: the summary stays
 * and says so. A signed-in visitor's e-mail goes with it. Never cached.
 */
export interface CheckoutActivityBody {
  locale: Locale;
  /** The voucher page's id (hash `id`). */
  activityProductId: number;
  /** Hash `a`. */
  participants: number;
  /** OWN_USE when bought for oneself (query customType=OWN_USE), else GIFT. */
  customType: 'OWN_USE' | 'GIFT';
}

export const checkoutActivityContract = bffPostContract<CheckoutActivityBody, CheckoutInitAnswer>('/api/checkout/activity');
