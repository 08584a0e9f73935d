import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The price summary's lines for the reductions (server-rendered): what each takes off, and the total before them. */
export const priceReductionMessages = defineMessages<{
  totalPrice: NoMessageValues;
  promoCode: { code: string };
  giftcard: { serial: string };
  voucher: { code: string };
  reduction: { amount: string };
}>({
  totalPrice: { id: 'booking.price.totalPrice', defaultMessage: 'Total price' },
  promoCode: { id: 'booking.price.promoCode', defaultMessage: 'Promo code {code}' },
  giftcard: { id: 'booking.price.giftcard', defaultMessage: 'Gift card {serial}' },
  voucher: { id: 'booking.price.voucher', defaultMessage: 'Your gift {code}' },
  reduction: { id: 'booking.price.reduction', defaultMessage: '-{amount}' },
});
