import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The price-update modal's texts (part 1 §4, §8). */
export const priceUpdateMessages = defineMessages<{
  title: NoMessageValues;
  lower: NoMessageValues;
  higher: NoMessageValues;
  oldTotal: NoMessageValues;
  newTotal: NoMessageValues;
  fromCheckout: NoMessageValues;
  continue: NoMessageValues;
  back: NoMessageValues;
}>({
  title: { id: 'booking.priceUpdate.title', defaultMessage: 'Price update' },
  lower: { id: 'booking.priceUpdate.lower', defaultMessage: "Price has been updated during your booking and it's now lower!" },
  higher: { id: 'booking.priceUpdate.higher', defaultMessage: "Price has been updated during your booking and it's now higher." },
  oldTotal: { id: 'booking.priceUpdate.oldTotal', defaultMessage: 'Previous price' },
  newTotal: { id: 'booking.priceUpdate.newTotal', defaultMessage: 'New price' },
  fromCheckout: { id: 'booking.priceUpdate.fromCheckout', defaultMessage: 'To book at the new price, go back to the stay and book it again.' },
  continue: { id: 'booking.priceUpdate.continue', defaultMessage: 'Continue' },
  back: { id: 'booking.priceUpdate.back', defaultMessage: 'Back' },
});
