import { defineMessages, type NoMessageValues } from '@formatjs/intl';
import type { CheckoutPaymentMethod } from '@/domain/model/checkout';

/** The payment methods' names: the payment step, the confirmation and the confirmation e-mail say them alike. */
export const paymentMethodMessages = defineMessages<Record<CheckoutPaymentMethod, NoMessageValues>>({
  card: { id: 'checkout.method.card', defaultMessage: 'Bank card' },
  paypal: { id: 'checkout.method.paypal', defaultMessage: 'PayPal, pay later' },
  alma_3x: { id: 'checkout.method.alma3x', defaultMessage: 'Pay in 3 instalments with Alma' },
  alma_4x: { id: 'checkout.method.alma4x', defaultMessage: 'Pay in 4 instalments with Alma' },
  alma_later: { id: 'checkout.method.almaLater', defaultMessage: 'Pay later with Alma' },
});
