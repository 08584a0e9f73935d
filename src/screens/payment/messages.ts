import { defineMessages, type NoMessageValues } from '@formatjs/intl';
import type { PaymentNotice } from '@/domain/checkout/payment-notice';

/** Server-rendered texts of the payment step and the confirmation. */
export const paymentMessages = defineMessages<{
  metaTitle: NoMessageValues;
  metaTitleConfirmed: NoMessageValues;
  title: NoMessageValues;
  intro: NoMessageValues;
  travellerTitle: NoMessageValues;
  travellerEdit: NoMessageValues;
  amountTitle: NoMessageValues;
  amountToPay: NoMessageValues;
  checkAgain: NoMessageValues;
  backToStay: NoMessageValues;
  expiredTitle: NoMessageValues;
  expiredBody: NoMessageValues;
  noLongerBookable: NoMessageValues;
  confirmedTitle: NoMessageValues;
  confirmedIntro: { email: string };
  confirmedReference: NoMessageValues;
  paidTitle: NoMessageValues;
  paidWith: { amount: string; method: string };
  paidNothing: NoMessageValues;
  scheduleTitle: NoMessageValues;
  nextTitle: NoMessageValues;
  nextEmail: { email: string };
  nextManage: NoMessageValues;
  nextManageLink: NoMessageValues;
  nextLocalTax: { amount: string };
  nextHotel: NoMessageValues;
}>({
  metaTitle: { id: 'payment.meta.title', defaultMessage: 'Payment' },
  metaTitleConfirmed: { id: 'payment.meta.titleConfirmed', defaultMessage: 'Booking confirmed' },
  title: { id: 'payment.title', defaultMessage: 'Payment' },
  intro: { id: 'payment.intro', defaultMessage: 'Choose how you want to pay. Your booking is confirmed as soon as the payment is accepted.' },
  travellerTitle: { id: 'payment.traveller.title', defaultMessage: 'Traveller' },
  travellerEdit: { id: 'payment.traveller.edit', defaultMessage: 'Change the details' },
  amountTitle: { id: 'payment.amount.title', defaultMessage: 'To pay now' },
  amountToPay: { id: 'payment.amount.toPay', defaultMessage: 'Total to pay' },
  checkAgain: { id: 'payment.checkAgain', defaultMessage: 'Check the payment again' },
  backToStay: { id: 'payment.backToStay', defaultMessage: 'Back to the stay' },
  expiredTitle: { id: 'payment.expired.title', defaultMessage: 'Your booking session has expired' },
  expiredBody: { id: 'payment.expired.body', defaultMessage: 'Nothing has been charged. Choose your stay again to see its current price and availability.' },
  noLongerBookable: {
    id: 'payment.noLongerBookable',
    defaultMessage: 'This stay can no longer be booked as it is: it is no longer available for these dates, guests or activities. Nothing has been charged.',
  },
  confirmedTitle: { id: 'payment.confirmed.title', defaultMessage: 'Your booking is confirmed' },
  confirmedIntro: { id: 'payment.confirmed.intro', defaultMessage: 'Thank you! A confirmation e-mail is on its way to {email}.' },
  confirmedReference: { id: 'payment.confirmed.reference', defaultMessage: 'Booking reference' },
  paidTitle: { id: 'payment.paid.title', defaultMessage: 'Payment' },
  paidWith: { id: 'payment.paid.with', defaultMessage: '{amount} paid: {method}' },
  paidNothing: { id: 'payment.paid.nothing', defaultMessage: 'Nothing to pay: your gift covers the stay.' },
  scheduleTitle: { id: 'payment.schedule.title', defaultMessage: 'Your payment schedule' },
  nextTitle: { id: 'payment.next.title', defaultMessage: 'What happens next' },
  nextEmail: { id: 'payment.next.email', defaultMessage: 'Your confirmation and the hotel’s details are in the e-mail sent to {email}.' },
  nextManage: { id: 'payment.next.manage', defaultMessage: 'Find your booking at any time with its reference and your e-mail address:' },
  nextManageLink: { id: 'payment.next.manageLink', defaultMessage: 'my booking' },
  nextLocalTax: { id: 'payment.next.localTax', defaultMessage: 'The local tax of {amount} is paid at the hotel.' },
  nextHotel: { id: 'payment.next.hotel', defaultMessage: 'On the day, give your name at the hotel reception: the hotel has your booking.' },
});

/** What the step says after an attempt: each failure says whether money was taken. */
export const paymentNoticeMessages = defineMessages<Record<PaymentNotice, NoMessageValues>>({
  refused: { id: 'payment.notice.refused', defaultMessage: 'Your payment was refused. Nothing has been charged. Check your card details or choose another payment method.' },
  'authentication-failed': {
    id: 'payment.notice.authenticationFailed',
    defaultMessage: 'Your bank’s security check (3-D Secure) did not succeed. Nothing has been charged. Try again or choose another payment method.',
  },
  cancelled: { id: 'payment.notice.cancelled', defaultMessage: 'The payment was cancelled. Nothing has been charged. You can choose a payment method again.' },
  voided: { id: 'payment.notice.voided', defaultMessage: 'This payment was cancelled and nothing has been charged. You can pay again.' },
  'booking-failed': {
    id: 'payment.notice.bookingFailed',
    defaultMessage: 'We could not confirm your booking with the hotel, so your payment has been cancelled: nothing has been charged. Try again, or choose your stay again.',
  },
  pending: { id: 'payment.notice.pending', defaultMessage: 'Your payment is still being confirmed by the payment provider. Nothing will be charged twice.' },
  unknown: { id: 'payment.notice.unknown', defaultMessage: 'We could not check your payment just now. Nothing will be charged twice: check again in a moment.' },
  'provider-unavailable': {
    id: 'payment.notice.providerUnavailable',
    defaultMessage: 'The payment service is not answering. Nothing has been charged. Please try again in a moment.',
  },
  'in-progress': {
    id: 'payment.notice.inProgress',
    defaultMessage: 'A payment for this booking is already under way in another window. Finish it there, or try again here.',
  },
  'method-unavailable': { id: 'payment.notice.methodUnavailable', defaultMessage: 'This payment method is not available for this amount. Please choose another one.' },
});
