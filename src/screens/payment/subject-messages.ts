import { defineMessages, type NoMessageValues } from '@formatjs/intl';
import { activityVoucherMessages } from '../booking/activity-voucher-messages';
import type { CheckoutSubject } from './checkout-subject';
import { paymentMessages as m, paymentNoticeMessages } from './messages';

/**
 * The payment step's words that name what is bought: a stay (and a change of dates), an activity
 * voucher, or a gift. One table, so no page of a voucher or a gift says "stay" or "hotel".
 */
const stay = {
  intro: m.intro,
  backTo: m.backToStay,
  expiredTitle: m.expiredTitle,
  expiredBody: m.expiredBody,
  noLongerBookable: m.noLongerBookable,
  bookingFailed: paymentNoticeMessages['booking-failed'],
};

const activity = {
  ...defineMessages<Record<'intro' | 'expiredTitle' | 'expiredBody' | 'bookingFailed', NoMessageValues>>({
    intro: { id: 'payment.activity.intro', defaultMessage: 'Choose how you want to pay. Your voucher is ordered as soon as the payment is accepted.' },
    expiredTitle: { id: 'payment.order.expiredTitle', defaultMessage: 'Your order session has expired' },
    expiredBody: { id: 'payment.activity.expiredBody', defaultMessage: 'Nothing has been charged. Choose your activity voucher again to see its current price.' },
    bookingFailed: {
      id: 'payment.activity.bookingFailed',
      defaultMessage: 'We could not confirm your order, so your payment has been cancelled: nothing has been charged. Try again, or choose your activity voucher again.',
    },
  }),
  backTo: activityVoucherMessages.backToOrder,
  noLongerBookable: activityVoucherMessages.noLongerSold,
};

const gift = {
  ...defineMessages<Record<'intro' | 'backTo' | 'expiredBody' | 'noLongerBookable' | 'bookingFailed', NoMessageValues>>({
    intro: { id: 'payment.gift.intro', defaultMessage: 'Choose how you want to pay. Your gift is ordered as soon as the payment is accepted.' },
    backTo: { id: 'payment.gift.backTo', defaultMessage: 'Back to the gift' },
    expiredBody: { id: 'payment.gift.expiredBody', defaultMessage: 'Nothing has been charged. Choose your gift again to see its current price.' },
    noLongerBookable: { id: 'payment.gift.noLongerSold', defaultMessage: 'This gift can no longer be ordered as it is. Nothing has been charged.' },
    bookingFailed: {
      id: 'payment.gift.bookingFailed',
      defaultMessage: 'We could not confirm your gift order, so your payment has been cancelled: nothing has been charged. Try again, or choose your gift again.',
    },
  }),
  expiredTitle: activity.expiredTitle,
};

export type SubjectMessageKey = keyof typeof stay;

export const subjectMessages: Record<CheckoutSubject, Record<SubjectMessageKey, (typeof stay)['intro']>> = { stay, activity, gift };
