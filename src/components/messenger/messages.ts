import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts of the chat button (shipped to the browser with messengerMessageGroup). */
export const messengerMessages = defineMessages<{
  open: NoMessageValues;
  opening: NoMessageValues;
  unavailable: NoMessageValues;
}>({
  open: { id: 'messenger.open', defaultMessage: 'Chat with an adviser' },
  opening: { id: 'messenger.opening', defaultMessage: 'Opening the chat…' },
  unavailable: { id: 'messenger.unavailable', defaultMessage: 'The chat is unavailable at the moment. Please try again in a few minutes.' },
});
