import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts of the payment step's island (the method choice and Pay). */
export const paymentFormMessages = defineMessages<{
  legend: NoMessageValues;
  pay: { amount: string };
  paying: NoMessageValues;
  secure: NoMessageValues;
  cardHint: NoMessageValues;
  paypalHint: NoMessageValues;
  almaHint: NoMessageValues;
  failed: NoMessageValues;
  confirm: NoMessageValues;
  nothingToPay: NoMessageValues;
}>({
  legend: { id: 'payment.form.legend', defaultMessage: 'Payment method' },
  pay: { id: 'payment.form.pay', defaultMessage: 'Pay {amount}' },
  paying: { id: 'payment.form.paying', defaultMessage: 'Opening the secure payment page…' },
  secure: {
    id: 'payment.form.secure',
    defaultMessage: 'You will enter your payment details on our payment provider’s secure page (3-D Secure). We never see your card number.',
  },
  cardHint: { id: 'payment.form.cardHint', defaultMessage: 'Visa, Mastercard or American Express' },
  paypalHint: { id: 'payment.form.paypalHint', defaultMessage: 'Pay with your PayPal account, later' },
  almaHint: { id: 'payment.form.almaHint', defaultMessage: 'The first payment includes the fee' },
  confirm: { id: 'payment.form.confirm', defaultMessage: 'Confirm my booking' },
  nothingToPay: { id: 'payment.form.nothingToPay', defaultMessage: 'Your gift covers the whole stay: there is nothing to pay.' },
  failed: { id: 'payment.form.failed', defaultMessage: 'The payment could not be started. Nothing has been charged. Please try again.' },
});
