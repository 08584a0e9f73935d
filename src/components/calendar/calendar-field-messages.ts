import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/**
 * The dates field's label and placeholder, which the product page's booking teaser shows before any
 * calendar code loads: apart from the calendar's other texts (calendarMessages, ./messages.ts).
 */
export const calendarFieldMessages = defineMessages<{
  label: NoMessageValues;
  placeholder: NoMessageValues;
}>({
  label: { id: 'calendar.label', defaultMessage: 'Dates' },
  placeholder: { id: 'calendar.placeholder', defaultMessage: 'Checkin - Checkout' },
});
