import { defineMessages, type NoMessageValues } from '@formatjs/intl';
import { giftPriceLinesMessageGroup } from '@/components/checkout/gift-price-lines-messages';
import { messageGroup } from '@/i18n/message-group';

/** The gift order's form texts (an island: giftOrderMessageGroup carries them): the buyer, the delivery (the price lines are giftPriceLineMessages). */
export const giftFormMessages = defineMessages<{
  buyerTitle: NoMessageValues;
  buyerEmailHint: NoMessageValues;
  buyerPhoneHint: NoMessageValues;
  expired: NoMessageValues;
  expiredBack: NoMessageValues;
  deliveryTitle: NoMessageValues;
  recipientLegend: NoMessageValues;
  recipientMe: NoMessageValues;
  recipientSomeone: NoMessageValues;
  recipientName: NoMessageValues;
  recipientEmail: NoMessageValues;
  sendOn: NoMessageValues;
  sendOnHint: { last: string };
  errorDate: NoMessageValues;
  addressLegend: NoMessageValues;
  street: NoMessageValues;
  city: NoMessageValues;
  country: NoMessageValues;
  countryOption: { country: string; fee: string };
  estimate: { min: number; max: number };
  priceChanged: { total: string };
}>({
  buyerTitle: { id: 'booking.gift.buyer.title', defaultMessage: 'Your details, as the buyer' },
  buyerEmailHint: { id: 'booking.gift.buyer.emailHint', defaultMessage: 'Your order confirmation is sent to this address.' },
  buyerPhoneHint: { id: 'booking.gift.buyer.phoneHint', defaultMessage: 'To reach you about your order.' },
  expired: { id: 'booking.gift.buyer.expired', defaultMessage: 'This order has expired and nothing has been charged. Choose your gift again to order it.' },
  expiredBack: { id: 'booking.gift.buyer.expiredBack', defaultMessage: 'Back to the gift' },
  deliveryTitle: { id: 'booking.gift.delivery.title', defaultMessage: 'Delivery' },
  recipientLegend: { id: 'booking.gift.delivery.recipient', defaultMessage: 'Who receives the e-voucher?' },
  recipientMe: { id: 'booking.gift.delivery.me', defaultMessage: 'Send it to me' },
  recipientSomeone: { id: 'booking.gift.delivery.someone', defaultMessage: 'Send it to someone' },
  recipientName: { id: 'booking.gift.delivery.recipientName', defaultMessage: 'Recipient’s name' },
  recipientEmail: { id: 'booking.gift.delivery.recipientEmail', defaultMessage: 'Recipient’s e-mail' },
  sendOn: { id: 'booking.gift.delivery.sendOn', defaultMessage: 'Send date' },
  sendOnHint: { id: 'booking.gift.delivery.sendOnHint', defaultMessage: 'From today until {last}.' },
  errorDate: { id: 'booking.gift.delivery.errorDate', defaultMessage: 'Choose a day from today to one year ahead' },
  addressLegend: { id: 'booking.gift.delivery.address', defaultMessage: 'Delivery address' },
  street: { id: 'booking.gift.delivery.street', defaultMessage: 'Street and number' },
  city: { id: 'booking.gift.delivery.city', defaultMessage: 'City' },
  country: { id: 'booking.gift.delivery.country', defaultMessage: 'Country of delivery' },
  countryOption: { id: 'booking.gift.delivery.countryOption', defaultMessage: '{country} ({fee})' },
  estimate: { id: 'booking.gift.delivery.estimate', defaultMessage: 'Delivered in {min}–{max} working days' },
  priceChanged: { id: 'booking.gift.price.changed', defaultMessage: 'Your delivery has been priced again: the total to pay is now {total}. Check it, then continue.' },
});

/** The gift order's form island of the booking step (it renders inside the traveller form). */
export const giftOrderMessageGroup = messageGroup('booking-gift-order', [giftFormMessages], [giftPriceLinesMessageGroup]);
