import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/**
 * The guests field's label and summary, which the product page's booking teaser shows before any
 * search code loads: apart from the form's other texts (part of searchBoxMessages, ./messages.ts).
 */
export const guestsFieldMessages = defineMessages<{
  guestsLabel: NoMessageValues;
  guestsSummary: { adults: number; children: number; babies: number };
}>({
  guestsLabel: { id: 'search-box.guests.label', defaultMessage: 'Guests' },
  guestsSummary: { id: 'search-box.guests.summary', defaultMessage: '{adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one {, # child} other {, # children}}{babies, plural, =0 {} one {, # baby} other {, # babies}}' },
});
