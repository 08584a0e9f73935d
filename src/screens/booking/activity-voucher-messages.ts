import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The activity voucher's summary on the booking and payment steps and the confirmation (server-rendered). */
export const activityVoucherMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  participants: NoMessageValues;
  participantCount: { count: number };
  purpose: NoMessageValues;
  ownUse: NoMessageValues;
  gift: NoMessageValues;
  validity: NoMessageValues;
  validityMonths: { months: number };
  validUntil: { date: string };
  priceLine: { count: number };
  noLongerSold: NoMessageValues;
  backToOrder: NoMessageValues;
}>({
  title: { id: 'booking.activityVoucher.title', defaultMessage: 'Your activity voucher' },
  intro: { id: 'booking.activityVoucher.intro', defaultMessage: 'Check the details of your order.' },
  participants: { id: 'booking.activityVoucher.participants', defaultMessage: 'Participants' },
  participantCount: { id: 'booking.activityVoucher.participantCount', defaultMessage: '{count, plural, one {# participant} other {# participants}}' },
  purpose: { id: 'booking.activityVoucher.purpose', defaultMessage: 'Voucher' },
  ownUse: { id: 'booking.activityVoucher.ownUse', defaultMessage: 'For yourself' },
  gift: { id: 'booking.activityVoucher.gift', defaultMessage: 'A gift to offer' },
  validity: { id: 'booking.activityVoucher.validity', defaultMessage: 'Validity' },
  validityMonths: { id: 'booking.activityVoucher.validityMonths', defaultMessage: '{months} months from purchase' },
  validUntil: { id: 'booking.activityVoucher.validUntil', defaultMessage: 'Until {date}' },
  priceLine: { id: 'booking.activityVoucher.priceLine', defaultMessage: 'Activity voucher, {count, plural, one {# participant} other {# participants}}' },
  noLongerSold: {
    id: 'booking.activityVoucher.noLongerSold',
    defaultMessage: 'This activity voucher can no longer be ordered as it is: it is no longer sold for this number of participants. Nothing has been charged.',
  },
  backToOrder: { id: 'booking.activityVoucher.backToOrder', defaultMessage: 'Back to the activity' },
});
