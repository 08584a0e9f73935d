import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The redemption panel of the product page (client island) and its server-rendered states. */
export const redemptionMessages = defineMessages<{
  title: NoMessageValues;
  voucher: { box: string; value: string };
  chooseDates: NoMessageValues;
  stayPrice: NoMessageValues;
  giftValue: NoMessageValues;
  toPay: NoMessageValues;
  fullyIncluded: NoMessageValues;
  quoteLoading: NoMessageValues;
  book: NoMessageValues;
  booking: NoMessageValues;
  bookError: NoMessageValues;
}>({
  title: { id: 'product.redemption.title', defaultMessage: 'Book with your gift box' },
  voucher: { id: 'product.redemption.voucher', defaultMessage: '{box} · value {value}' },
  chooseDates: { id: 'product.redemption.chooseDates', defaultMessage: 'Choose your dates: included days cost nothing more, the others show the supplement.' },
  stayPrice: { id: 'product.redemption.stayPrice', defaultMessage: 'Price of the stay' },
  giftValue: { id: 'product.redemption.giftValue', defaultMessage: 'Paid by your gift box' },
  toPay: { id: 'product.redemption.toPay', defaultMessage: 'To pay with your gift' },
  fullyIncluded: { id: 'product.redemption.fullyIncluded', defaultMessage: 'Your gift box covers the whole stay.' },
  quoteLoading: { id: 'product.redemption.quoteLoading', defaultMessage: 'Calculating the price of your stay…' },
  book: { id: 'product.redemption.book', defaultMessage: 'Book' },
  booking: { id: 'product.redemption.booking', defaultMessage: 'Preparing your booking…' },
  bookError: { id: 'product.redemption.bookError', defaultMessage: 'We could not prepare your booking with your gift box. Please try again.' },
});
