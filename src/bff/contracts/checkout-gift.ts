import type { GiftOrderItem, GiftOrderPersonalisation } from '@/domain/gift/gift-order';
import type { Locale } from '@/domain/model/locale';
import { bffPostContract } from '../contract';

/**
 * Starting a gift order (the box page's Confirm, the gift summary's Continue): POST
 * /api/checkout/gift { locale, gift, personalisation } → the GIFT checkout's id and its booking
 * step's path (checkoutStepHref: a box's is the box variant). The personalisation is checked again
 * with the dialog's rules; the API prices the gift with its own catalogue. A failure of the API is
 * reported to the error service with its location label and the flow stops: 400 when it refused
 * the order, 404 for an unknown box or product, 502 otherwise. Never cached.
 */
export interface CheckoutGiftBody {
  locale: Locale;
  gift: GiftOrderItem;
  personalisation: GiftOrderPersonalisation;
}

export interface CheckoutGiftAnswer {
  checkoutId: string;
  bookingPath: string;
}

export const checkoutGiftContract = bffPostContract<CheckoutGiftBody, CheckoutGiftAnswer>('/api/checkout/gift');
