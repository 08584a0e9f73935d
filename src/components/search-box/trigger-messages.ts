import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/**
 * The texts of the mobile search's trigger, which every page hydrates: apart from the form's, which
 * load with the form when the search opens (part of searchBoxMessages, ./messages.ts).
 */
export const searchTriggerMessages = defineMessages<{
  destinationPlaceholder: NoMessageValues;
  modalBooking: NoMessageValues;
  modalGifting: NoMessageValues;
}>({
  destinationPlaceholder: { id: 'search-box.destination.placeholder', defaultMessage: 'Where are you going?' },
  modalBooking: { id: 'search-box.modal.booking', defaultMessage: 'I am looking for a weekend' },
  modalGifting: { id: 'search-box.modal.gifting', defaultMessage: 'I am searching for a gift' },
});
