import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The payment section, server-rendered as on the booking summary. */
export const checkoutPaymentMessages = defineMessages<{
  title: NoMessageValues;
  continue: NoMessageValues;
  notOpen: NoMessageValues;
  byPhone: NoMessageValues;
  hours: NoMessageValues;
}>({
  title: { id: 'activityCheckout.payment.title', defaultMessage: 'Payment' },
  continue: { id: 'activityCheckout.payment.continue', defaultMessage: 'Continue to payment' },
  notOpen: { id: 'activityCheckout.payment.notOpen', defaultMessage: 'Online payment is not open yet: this order is not confirmed and nothing has been charged.' },
  byPhone: { id: 'activityCheckout.payment.byPhone', defaultMessage: 'To order this voucher, call our travel agents:' },
  hours: { id: 'activityCheckout.payment.hours', defaultMessage: 'Monday to Friday 10:00–21:00, Saturday and Sunday 10:00–19:00.' },
});
