import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The confirmation of an activity voucher's order (server-rendered): the voucher instead of a stay's next steps. */
export const activityConfirmationMessages = defineMessages<{
  title: NoMessageValues;
  codeTitle: NoMessageValues;
  validUntil: { months: number; date: string };
  ownUse: { email: string };
  gift: { email: string };
}>({
  title: { id: 'payment.activityVoucher.title', defaultMessage: 'Your activity voucher is ordered' },
  codeTitle: { id: 'payment.activityVoucher.codeTitle', defaultMessage: 'Your voucher code' },
  validUntil: { id: 'payment.activityVoucher.validUntil', defaultMessage: 'Valid {months} months, until {date}.' },
  ownUse: { id: 'payment.activityVoucher.ownUse', defaultMessage: 'To use it, book your date with the activity centre and give them this code. It is also in the e-mail sent to {email}.' },
  gift: {
    id: 'payment.activityVoucher.gift',
    defaultMessage: 'The voucher is sent to you by e-mail at {email}, for you to offer: give its code to the person you offer it to. It is valid 12 months.',
  },
});
