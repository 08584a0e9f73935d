import { checkinMinimumNights, type CalendarAvailabilities, type NightsRange } from './availability';
import type { IsoDay } from './iso-day';
import { EMPTY_SELECTION, isComplete, type DateSelection } from './stay-selection';

export { EMPTY_SELECTION, isComplete, nightsOf, type DateSelection } from './stay-selection';

/**
 * A click on a (selectable) day: the first sets the check-in, a later one the checkout, and a day
 * on or before the check-in restarts the selection (part 1 §4). A click on a full range starts a
 * new one (part 2 §4 "any other click restarts the selection").
 */
export function pickDay(selection: DateSelection, day: IsoDay): DateSelection {
  const { checkin, checkout } = selection;
  if (checkin !== null && checkout === null && day > checkin) return { checkin, checkout: day };
  return { checkin: day, checkout: null };
}

/** Validate stays disabled until both dates exist (part 2 §4). */
export function canValidate(selection: DateSelection): boolean {
  return isComplete(selection);
}

/**
 * Closing with only a check-in: the search and product calendars go back to the dates in the URL
 * (part 1 §4); the hotel page clears them (part 2 §4). A complete selection is kept.
 */
export type IncompleteClosePolicy = 'revertToUrl' | 'clear';

export function selectionOnClose(selection: DateSelection, urlDates: DateSelection, policy: IncompleteClosePolicy): DateSelection {
  if (isComplete(selection)) return selection;
  // Nothing picked (the visitor cleared): closing keeps it cleared under either policy.
  if (selection.checkin === null) return EMPTY_SELECTION;
  return policy === 'revertToUrl' ? urlDates : EMPTY_SELECTION;
}

/** With autoClose the calendar closes once a stay is complete, optionally after 1 s (part 1 §4). */
export const AUTO_CLOSE_DELAY_MS = 1000;

export type AutoClose = 'off' | 'immediate' | 'delayed';

export function autoCloseDelayMs(autoClose: AutoClose): number | null {
  if (autoClose === 'off') return null;
  return autoClose === 'delayed' ? AUTO_CLOSE_DELAY_MS : 0;
}

/**
 * The minimum-stay hint shows on the check-in day when minimum nights exceed 1 (part 1 §4): the
 * nights `checkinMinimumNights` requires, the same number that makes shorter checkouts unselectable.
 */
export function minimumStayHint(selection: DateSelection, availabilities: CalendarAvailabilities | null, checkoutNights: NightsRange | null): number | null {
  if (selection.checkin === null || selection.checkout !== null) return null;
  const nights = checkinMinimumNights(selection.checkin, availabilities, checkoutNights);
  return nights > 1 ? nights : null;
}

export interface CalendarConfig {
  autoClose: AutoClose;
  incompleteClose: IncompleteClosePolicy;
}

export interface CalendarState {
  open: boolean;
  selection: DateSelection;
  /**
   * Set by a pick that completed the stay under autoClose: the view closes the calendar after this
   * many ms (a timer is an effect, so the reducer only says when). Null otherwise.
   */
  closeAfterMs: number | null;
}

export type CalendarAction =
  | { type: 'open' }
  | { type: 'pick'; day: IsoDay }
  | { type: 'applyDates'; dates: DateSelection }
  | { type: 'clear' }
  /** Escape, the close button, a click outside or the autoClose timer; urlDates are the committed dates. */
  | { type: 'close'; urlDates: DateSelection }
  /** The URL's dates changed while the calendar was closed (back/forward). */
  | { type: 'urlChanged'; urlDates: DateSelection };

export function initialCalendarState(urlDates: DateSelection): CalendarState {
  return { open: false, selection: urlDates, closeAfterMs: null };
}

/** The calendar's selection state machine, for useReducer: `calendarReducer(config)`. */
export function calendarReducer(config: CalendarConfig): (state: CalendarState, action: CalendarAction) => CalendarState {
  return (state, action) => {
    switch (action.type) {
      case 'open':
        return { ...state, open: true, closeAfterMs: null };
      case 'pick':
      case 'applyDates': {
        const selection = action.type === 'pick' ? pickDay(state.selection, action.day) : action.dates;
        const closeAfterMs = isComplete(selection) ? autoCloseDelayMs(config.autoClose) : null;
        return { ...state, selection, closeAfterMs };
      }
      case 'clear':
        return { ...state, selection: EMPTY_SELECTION, closeAfterMs: null };
      case 'close':
        return { open: false, selection: selectionOnClose(state.selection, action.urlDates, config.incompleteClose), closeAfterMs: null };
      case 'urlChanged':
        // An open calendar keeps the visitor's picks; a closed one shows what the URL says.
        return state.open ? state : { ...state, selection: action.urlDates };
    }
    return state;
  };
}
