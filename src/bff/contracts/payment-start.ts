import { bffPostContract } from '../contract';
import type { CheckoutPaymentMethod } from '@/domain/model/checkout';
import type { Locale } from '@/domain/model/locale';

/**
 * Pay: POST /api/payment/start { locale, checkoutId, method } → where the browser goes next: the
 * provider's hosted page (`provider`), or one of our pages that says why not (`page`: the
 * confirmation when the checkout is already booked, the price update, a notice). Our server
 * checks everything again (src/checkout/start-payment.server.ts); the same attempt always
 * gets the same payment, so a double click or a second tab never pays twice. Never cached.
 */
export interface PaymentStartBody {
  locale: Locale;
  checkoutId: string;
  method: CheckoutPaymentMethod;
}

export interface PaymentStartAnswer {
  next: 'provider' | 'page';
  url: string;
}

export const paymentStartContract = bffPostContract<PaymentStartBody, PaymentStartAnswer>('/api/payment/start');
