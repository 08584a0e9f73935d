import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/**
 * The redemption panel of the product page (client island) and the header's gift line. The words say
 * what the gift covers and what is left to pay, never one amount as 'to pay with your gift' (issue 23).
 */
export const redemptionMessages = defineMessages<{
  title: { type: string };
  voucher: { box: string; value: string };
  beforeDates: { value: string };
  stayLength: { nights: number };
  stayPrice: NoMessageValues;
  covered: NoMessageValues;
  leftToPay: NoMessageValues;
  nothingToPay: NoMessageValues;
  quoteLoading: NoMessageValues;
  book: NoMessageValues;
  booking: NoMessageValues;
  bookError: NoMessageValues;
  used: NoMessageValues;
  expired: NoMessageValues;
  codeAgain: NoMessageValues;
  enterCode: NoMessageValues;
  headerValue: NoMessageValues;
}>({
  title: { id: 'product.redemption.heading', defaultMessage: '{type, select, SINGLEVOUCHER {Book your gift stay} other {Book with your gift box}}' },
  voucher: { id: 'product.redemption.voucher', defaultMessage: '{box} · value {value}' },
  beforeDates: {
    id: 'product.redemption.beforeDates',
    defaultMessage: 'Your gift is worth {value}. Days marked Included cost nothing more; on the other days, the supplement shown is left to pay.',
  },
  stayLength: { id: 'product.redemption.stayLength', defaultMessage: '{nights, plural, one {Your gift is for # night: choose your arrival day.} other {Your gift is for # nights: choose your arrival day.}}' },
  stayPrice: { id: 'product.redemption.stayPrice', defaultMessage: 'Price of the stay' },
  covered: { id: 'product.redemption.covered', defaultMessage: 'Covered by your gift' },
  leftToPay: { id: 'product.redemption.leftToPay', defaultMessage: 'Left to pay' },
  nothingToPay: { id: 'product.redemption.nothingToPay', defaultMessage: 'Your gift covers the whole stay: nothing left to pay.' },
  quoteLoading: { id: 'product.redemption.quoteLoading', defaultMessage: 'Calculating the price of your stay…' },
  book: { id: 'product.redemption.book', defaultMessage: 'Book' },
  booking: { id: 'product.redemption.booking', defaultMessage: 'Preparing your booking…' },
  bookError: { id: 'product.redemption.bookError', defaultMessage: 'We could not prepare your booking with your gift box. Please try again.' },
  used: { id: 'product.redemption.used', defaultMessage: 'This gift code has already been used for a booking: a gift can be used only once.' },
  expired: { id: 'product.redemption.expired', defaultMessage: 'This gift code has expired.' },
  codeAgain: { id: 'product.redemption.codeAgain', defaultMessage: 'Enter your gift code again to book this stay.' },
  enterCode: { id: 'product.redemption.enterCode', defaultMessage: 'Enter a gift code' },
  headerValue: { id: 'product.redemption.headerValue', defaultMessage: 'Your gift is worth' },
});
