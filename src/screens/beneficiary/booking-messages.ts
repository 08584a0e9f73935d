import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/**
 * The booking and payment steps' voucher block (server-rendered). It names the gift and what it
 * covers; the one total to pay is the price summary's (issue 23: no second 'to pay' figure here).
 */
export const voucherBookingMessages = defineMessages<{
  title: NoMessageValues;
  code: NoMessageValues;
  value: NoMessageValues;
  coversAll: { covered: string };
  coversPart: { covered: string; rest: string };
}>({
  title: { id: 'beneficiary.booking.heading', defaultMessage: 'Your gift' },
  code: { id: 'beneficiary.booking.giftCode', defaultMessage: 'Gift code' },
  value: { id: 'beneficiary.booking.giftValue', defaultMessage: 'Value of your gift' },
  coversAll: { id: 'beneficiary.booking.coversAll', defaultMessage: 'Your gift covers the whole stay ({covered}): nothing left to pay.' },
  coversPart: { id: 'beneficiary.booking.coversPart', defaultMessage: 'Your gift covers {covered} of the stay; the rest, {rest}, is the total to pay.' },
});
