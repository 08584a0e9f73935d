import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/**
 * The cover choice's texts (./insurance-list.tsx), apart from the island's others (bookingMessages,
 * ./messages.ts): the booking step's price adjustments show the same list and ship only these.
 */
export const insuranceMessages = defineMessages<{
  insuranceTitle: NoMessageValues;
  insuranceIncluded: NoMessageValues;
  insurancePrice: { price: string };
  insuranceStandard: NoMessageValues;
}>({
  insuranceTitle: { id: 'product.booking.insuranceTitle', defaultMessage: 'Cancellation and insurance' },
  insuranceIncluded: { id: 'product.booking.insuranceIncluded', defaultMessage: 'Included' },
  insurancePrice: { id: 'product.booking.insurancePrice', defaultMessage: '+{price}' },
  insuranceStandard: { id: 'product.booking.insuranceStandard', defaultMessage: 'Standard conditions' },
});
