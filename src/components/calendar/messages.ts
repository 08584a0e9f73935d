import { defineMessages, type NoMessageValues } from '@formatjs/intl';
import { calendarFieldMessages } from './calendar-field-messages';

/** The calendar's texts beyond its field's. */
const pickerMessages = defineMessages<{
  title: NoMessageValues;
  loading: NoMessageValues;
  previousMonth: NoMessageValues;
  nextMonth: NoMessageValues;
  clear: NoMessageValues;
  validate: NoMessageValues;
  shortcuts: NoMessageValues;
  minimumStayLegend: NoMessageValues;
  minimumStayHint: { nights: number };
  selectCheckout: NoMessageValues;
  range: { checkin: string; checkout: string };
  nights: { nights: number };
  unavailable: NoMessageValues;
  checkinDay: NoMessageValues;
  checkoutDay: NoMessageValues;
  included: NoMessageValues;
  supplement: { amount: string };
}>({
  title: { id: 'calendar.title', defaultMessage: 'Choose your dates' },
  loading: { id: 'calendar.loading', defaultMessage: 'We are looking for the next availabilities...' },
  previousMonth: { id: 'calendar.previousMonth', defaultMessage: 'Previous month' },
  nextMonth: { id: 'calendar.nextMonth', defaultMessage: 'Next month' },
  clear: { id: 'calendar.clear', defaultMessage: 'Clear' },
  validate: { id: 'calendar.validate', defaultMessage: 'Validate' },
  shortcuts: { id: 'calendar.shortcuts', defaultMessage: 'Popular dates' },
  minimumStayLegend: { id: 'calendar.minimumStayLegend', defaultMessage: 'Some dates require a minimum stay of several nights' },
  minimumStayHint: { id: 'calendar.minimumStayHint', defaultMessage: '{nights} nights minimum' },
  selectCheckout: { id: 'calendar.selectCheckout', defaultMessage: 'Now choose your checkout date' },
  range: { id: 'calendar.range', defaultMessage: '{checkin} - {checkout}' },
  nights: { id: 'calendar.nights', defaultMessage: '{nights, plural, one {# night} other {# nights}}' },
  unavailable: { id: 'calendar.unavailable', defaultMessage: 'not available' },
  checkinDay: { id: 'calendar.checkinDay', defaultMessage: 'check-in' },
  checkoutDay: { id: 'calendar.checkoutDay', defaultMessage: 'checkout' },
  included: { id: 'calendar.included', defaultMessage: 'Included' },
  supplement: { id: 'calendar.supplement', defaultMessage: '+{amount}' },
});

/** Texts of the availability calendar (shipped to the browser with their message group). */
export const calendarMessages = { ...calendarFieldMessages, ...pickerMessages };

/** Titles of the popular-date shortcuts (keys from src/domain/calendar/date-shortcuts.ts). */
export const shortcutMessages = defineMessages({
  thisWeekend: { id: 'calendar.shortcut.thisWeekend', defaultMessage: 'This weekend' },
  nextWeekend: { id: 'calendar.shortcut.nextWeekend', defaultMessage: 'Next weekend' },
  longWeekend: { id: 'calendar.shortcut.longWeekend', defaultMessage: 'Long weekend' },
});
