import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The booking summary's voucher block (server-rendered). */
export const voucherBookingMessages = defineMessages<{
  title: NoMessageValues;
  code: NoMessageValues;
  value: NoMessageValues;
  toPay: NoMessageValues;
}>({
  title: { id: 'beneficiary.booking.title', defaultMessage: 'Your gift box' },
  code: { id: 'beneficiary.booking.code', defaultMessage: 'Gift box code' },
  value: { id: 'beneficiary.booking.value', defaultMessage: 'Paid by your gift box' },
  toPay: { id: 'beneficiary.booking.toPay', defaultMessage: 'To pay with your gift' },
});
