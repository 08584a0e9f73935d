import { calendarReducer, canValidate, initialCalendarState, pickDay, selectionOnClose, EMPTY_SELECTION, type DateSelection } from '@/domain/calendar';
import { confirmAction, hashWriteForDraft, HOTEL_INCOMPLETE_CLOSE, hotelHashDates, offerDetailAfterCalendar, offerSelectionAction } from '@/domain/hotel';

/** Part 2 §4 "Hotel page dates" and "Offer selection", as the hotel search bar applies them. */
const stay = (checkin: string | null, checkout: string | null): DateSelection => ({ checkin, checkout });
const hotelCalendar = calendarReducer({ autoClose: 'off', incompleteClose: HOTEL_INCOMPLETE_CLOSE });
const open = hotelCalendar(initialCalendarState(EMPTY_SELECTION), { type: 'open' });

describe('hotel page dates', () => {
  it('the first click sets the check-in; it alone writes nothing to the hash', () => {
    const draft = hotelCalendar(open, { type: 'pick', day: '2026-12-18' }).selection;
    expect(draft).toEqual(stay('2026-12-18', null));
    expect(hashWriteForDraft(draft)).toEqual({ write: false });
  });

  it('a later click sets the checkout and writes checkin, checkout and nights to the hash', () => {
    const first = hotelCalendar(open, { type: 'pick', day: '2026-12-18' });
    const draft = hotelCalendar(first, { type: 'pick', day: '2026-12-21' }).selection;
    expect(draft).toEqual(stay('2026-12-18', '2026-12-21'));
    expect(hashWriteForDraft(draft)).toEqual({ write: true, dates: { checkin: '2026-12-18', checkout: '2026-12-21', night: 3 } });
  });

  it('any other click restarts the selection: a day on or before the check-in, or any day after a whole stay', () => {
    expect(pickDay(stay('2026-12-18', null), '2026-12-16')).toEqual(stay('2026-12-16', null));
    expect(pickDay(stay('2026-12-18', null), '2026-12-18')).toEqual(stay('2026-12-18', null));
    expect(pickDay(stay('2026-12-18', '2026-12-21'), '2026-12-25')).toEqual(stay('2026-12-25', null));
    // The restarted check-in leaves the hash as it was until the calendar closes.
    expect(hashWriteForDraft(stay('2026-12-25', null))).toEqual({ write: false });
  });

  it('closing without both dates clears them, whatever the URL held; a whole stay is kept', () => {
    const urlDates = stay('2026-12-18', '2026-12-21');
    expect(selectionOnClose(stay('2026-12-25', null), urlDates, HOTEL_INCOMPLETE_CLOSE)).toEqual(EMPTY_SELECTION);
    expect(selectionOnClose(urlDates, urlDates, HOTEL_INCOMPLETE_CLOSE)).toEqual(urlDates);
    const restarted = hotelCalendar({ open: true, selection: urlDates, closeAfterMs: null }, { type: 'pick', day: '2026-12-25' });
    expect(hotelCalendar(restarted, { type: 'close', urlDates }).selection).toEqual(EMPTY_SELECTION);
    // What the hash receives then: no dates at all.
    expect(hotelHashDates(EMPTY_SELECTION)).toEqual({ checkin: undefined, checkout: undefined, night: undefined });
    expect(hotelHashDates(stay('2026-12-25', null))).toEqual({ checkin: undefined, checkout: undefined, night: undefined });
  });

  it('Clear empties the dates and the hash at once', () => {
    const cleared = hotelCalendar({ open: true, selection: stay('2026-12-18', '2026-12-21'), closeAfterMs: null }, { type: 'clear' }).selection;
    expect(cleared).toEqual(EMPTY_SELECTION);
    expect(hashWriteForDraft(cleared)).toEqual({ write: true, dates: { checkin: undefined, checkout: undefined, night: undefined } });
  });

  it('Validate is disabled until both dates exist', () => {
    expect(canValidate(EMPTY_SELECTION)).toBe(false);
    expect(canValidate(stay('2026-12-18', null))).toBe(false);
    expect(canValidate(stay('2026-12-18', '2026-12-19'))).toBe(true);
  });

  it('confirming scrolls to the offers when the dates are complete, and opens the calendar otherwise', () => {
    expect(confirmAction(stay('2026-12-18', '2026-12-19'))).toBe('scroll-to-offers');
    expect(confirmAction(stay('2026-12-18', null))).toBe('open-calendar');
    expect(confirmAction(EMPTY_SELECTION)).toBe('open-calendar');
  });
});

describe('offer selection', () => {
  it('without dates opens the calendar with that product; with dates its detail', () => {
    expect(offerSelectionAction(EMPTY_SELECTION, 501)).toEqual({ open: 'calendar', offerId: 501 });
    expect(offerSelectionAction(stay('2026-12-18', null), 501)).toEqual({ open: 'calendar', offerId: 501 });
    expect(offerSelectionAction(stay('2026-12-18', '2026-12-20'), 501)).toEqual({ open: 'detail', offerId: 501 });
  });

  it('the offer calendar closed with a whole stay opens the offer’s detail; without, nothing', () => {
    expect(offerDetailAfterCalendar(501, true)).toBe(501);
    expect(offerDetailAfterCalendar(501, false)).toBeNull();
  });
});
