import { defineMessages, type NoMessageValues } from '@formatjs/intl';
import { messageGroup } from '@/i18n/message-group';

/** A gift order's price lines (part 2 §9), on the booking step's island and on the payment step. */
export const giftPriceLineMessages = defineMessages<{
  priceTitle: NoMessageValues;
  lineBox: NoMessageValues;
  lineStay: { nights: number };
  lineCard: NoMessageValues;
  lineDelivery: NoMessageValues;
  lineUpsell: NoMessageValues;
  lineOptions: NoMessageValues;
  total: NoMessageValues;
  totalPaid: NoMessageValues;
  freeDelivery: NoMessageValues;
  surcharge: { amount: string };
}>({
  priceTitle: { id: 'booking.gift.price.title', defaultMessage: 'Price' },
  lineBox: { id: 'booking.gift.price.box', defaultMessage: 'Gift box' },
  lineStay: { id: 'booking.gift.price.stay', defaultMessage: 'Stay gift, {nights, plural, one {# night} other {# nights}}' },
  lineCard: { id: 'booking.gift.price.card', defaultMessage: 'Gift card' },
  lineDelivery: { id: 'booking.gift.price.delivery', defaultMessage: 'Delivery' },
  lineUpsell: { id: 'booking.gift.price.upsell', defaultMessage: 'Every available date' },
  lineOptions: { id: 'booking.gift.price.options', defaultMessage: 'Added options' },
  total: { id: 'booking.gift.price.total', defaultMessage: 'Total to pay' },
  totalPaid: { id: 'booking.gift.price.totalPaid', defaultMessage: 'Total paid' },
  freeDelivery: { id: 'booking.gift.delivery.free', defaultMessage: 'Free delivery' },
  surcharge: { id: 'booking.gift.delivery.surcharge', defaultMessage: '+{amount}' },
});

export const giftPriceLinesMessageGroup = messageGroup('gift-price-lines', [giftPriceLineMessages]);
