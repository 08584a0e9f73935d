import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The texts of starting a gift order (the gift summary's Continue and the box dialog's Confirm). */
export const giftOrderStartMessages = defineMessages<{ continue: NoMessageValues; failed: NoMessageValues }>({
  continue: { id: 'giftBooking.payment', defaultMessage: 'Continue to payment' },
  failed: { id: 'giftOrder.start.failed', defaultMessage: 'Your order could not be started and nothing has been charged. Please try again in a moment: your choice and personalisation are kept.' },
});

