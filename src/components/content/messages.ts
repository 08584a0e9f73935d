import { defineMessages, type NoMessageValues } from 'react-intl/server';

/** Texts of the content pieces several screens share (server-rendered). Ids kept from their first home. */
export const contentMessages = defineMessages<{
  unavailableTitle: NoMessageValues;
  unavailableText: NoMessageValues;
  home: NoMessageValues;
  newTab: NoMessageValues;
}>({
  unavailableTitle: { id: 'content.unavailable.title', defaultMessage: 'This page cannot be shown right now' },
  unavailableText: { id: 'content.unavailable.text', defaultMessage: 'Please try again in a moment, or continue from the homepage.' },
  home: { id: 'content.unavailable.home', defaultMessage: 'Go to the homepage' },
  newTab: { id: 'home.block.new-tab', defaultMessage: '(opens in a new tab)' },
});
