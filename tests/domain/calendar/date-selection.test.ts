import fc from 'fast-check';
import {
  AUTO_CLOSE_DELAY_MS,
  autoCloseDelayMs,
  calendarReducer,
  canValidate,
  EMPTY_SELECTION,
  initialCalendarState,
  minimumStayHint,
  nightsOf,
  pickDay,
  selectionOnClose,
  type CalendarConfig,
  type CalendarState,
} from '@/domain/calendar';

const url = { checkin: '2026-04-10', checkout: '2026-04-12' };

describe('picking days', () => {
  it('first click sets check-in, a later date sets checkout', () => {
    const first = pickDay(EMPTY_SELECTION, '2026-03-10');
    expect(first).toEqual({ checkin: '2026-03-10', checkout: null });
    expect(pickDay(first, '2026-03-12')).toEqual({ checkin: '2026-03-10', checkout: '2026-03-12' });
    expect(nightsOf(pickDay(first, '2026-03-12'))).toBe(2);
  });

  it('a date on or before the check-in restarts the selection', () => {
    const first = pickDay(EMPTY_SELECTION, '2026-03-10');
    expect(pickDay(first, '2026-03-10')).toEqual({ checkin: '2026-03-10', checkout: null });
    expect(pickDay(first, '2026-03-08')).toEqual({ checkin: '2026-03-08', checkout: null });
  });

  it('a click on a full range starts a new one', () => {
    expect(pickDay({ checkin: '2026-03-10', checkout: '2026-03-12' }, '2026-03-20')).toEqual({ checkin: '2026-03-20', checkout: null });
  });

  it('validate is disabled until both dates exist', () => {
    expect(canValidate(EMPTY_SELECTION)).toBe(false);
    expect(canValidate({ checkin: '2026-03-10', checkout: null })).toBe(false);
    expect(canValidate({ checkin: '2026-03-10', checkout: '2026-03-11' })).toBe(true);
  });

  it('any sequence of picks keeps checkout strictly after check-in (property)', () => {
    const day = fc.integer({ min: 0, max: 60 }).map((offset) => new Date(Date.UTC(2026, 2, 1 + offset)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(day, { maxLength: 12 }), (days) => {
        const selection = days.reduce(pickDay, EMPTY_SELECTION);
        if (selection.checkout !== null) expect(selection.checkin !== null && selection.checkout > selection.checkin).toBe(true);
        if (days.length > 0) expect(selection.checkin).not.toBeNull();
      }),
    );
  });
});

describe('closing', () => {
  it('closing with only a check-in reverts to the dates of the URL', () => {
    expect(selectionOnClose({ checkin: '2026-03-10', checkout: null }, url, 'revertToUrl')).toEqual(url);
    expect(selectionOnClose({ checkin: '2026-03-10', checkout: null }, EMPTY_SELECTION, 'revertToUrl')).toEqual(EMPTY_SELECTION);
  });

  it('the hotel page clears an incomplete selection instead', () => {
    expect(selectionOnClose({ checkin: '2026-03-10', checkout: null }, url, 'clear')).toEqual(EMPTY_SELECTION);
  });

  it('a complete selection is kept, a cleared one stays cleared', () => {
    const complete = { checkin: '2026-03-10', checkout: '2026-03-11' };
    expect(selectionOnClose(complete, url, 'revertToUrl')).toEqual(complete);
    expect(selectionOnClose(EMPTY_SELECTION, url, 'revertToUrl')).toEqual(EMPTY_SELECTION);
  });
});

describe('autoClose', () => {
  it('closes at once or after 1 s, as data', () => {
    expect(AUTO_CLOSE_DELAY_MS).toBe(1000);
    expect(autoCloseDelayMs('off')).toBeNull();
    expect(autoCloseDelayMs('immediate')).toBe(0);
    expect(autoCloseDelayMs('delayed')).toBe(1000);
  });
});

describe('calendar reducer', () => {
  const config: CalendarConfig = { autoClose: 'delayed', incompleteClose: 'revertToUrl' };
  const reduce = calendarReducer(config);
  const opened = reduce(initialCalendarState(url), { type: 'open' });

  it('opens on the URL dates and completes a stay with a delayed close', () => {
    expect(opened).toEqual({ open: true, selection: url, closeAfterMs: null });
    const checkin = reduce(opened, { type: 'pick', day: '2026-05-01' });
    expect(checkin).toEqual({ open: true, selection: { checkin: '2026-05-01', checkout: null }, closeAfterMs: null });
    const done = reduce(checkin, { type: 'pick', day: '2026-05-03' });
    expect(done.selection).toEqual({ checkin: '2026-05-01', checkout: '2026-05-03' });
    expect(done.closeAfterMs).toBe(1000);
  });

  it('without autoClose a complete stay does not close', () => {
    const manual = calendarReducer({ autoClose: 'off', incompleteClose: 'revertToUrl' });
    const done = [{ type: 'pick', day: '2026-05-01' } as const, { type: 'pick', day: '2026-05-03' } as const].reduce(manual, opened);
    expect(done.closeAfterMs).toBeNull();
  });

  it('Escape with only a check-in reverts to the URL; clear removes dates', () => {
    const checkin = reduce(opened, { type: 'pick', day: '2026-05-01' });
    expect(reduce(checkin, { type: 'close', urlDates: url })).toEqual({ open: false, selection: url, closeAfterMs: null });
    expect(reduce(checkin, { type: 'clear' }).selection).toEqual(EMPTY_SELECTION);
  });

  it('a shortcut applies both dates at once', () => {
    const next = reduce(opened, { type: 'applyDates', dates: { checkin: '2026-03-06', checkout: '2026-03-08' } });
    expect(next.selection).toEqual({ checkin: '2026-03-06', checkout: '2026-03-08' });
    expect(next.closeAfterMs).toBe(1000);
  });

  it('a URL change shows in a closed calendar but never overrides picks in an open one', () => {
    const other = { checkin: '2026-06-01', checkout: '2026-06-02' };
    const closed: CalendarState = initialCalendarState(url);
    expect(reduce(closed, { type: 'urlChanged', urlDates: other }).selection).toEqual(other);
    const picking = reduce(opened, { type: 'pick', day: '2026-05-01' });
    expect(reduce(picking, { type: 'urlChanged', urlDates: other })).toBe(picking);
  });
});

describe('minimum-stay hint on the check-in day', () => {
  const availabilities = { '2026-03-10': { amount: 30_000, minLos: 2 }, '2026-03-11': { amount: 10_000, minLos: 1 } };
  it('shows when minimum nights exceed 1', () => {
    expect(minimumStayHint({ checkin: '2026-03-10', checkout: null }, availabilities, null)).toBe(2);
    expect(minimumStayHint({ checkin: '2026-03-11', checkout: null }, availabilities, null)).toBeNull();
    // The longer of the day's own minimum stay and the checkout-nights range's minimum.
    expect(minimumStayHint({ checkin: '2026-03-11', checkout: null }, availabilities, { min: 3, max: 5 })).toBe(3);
    expect(minimumStayHint({ checkin: '2026-03-10', checkout: '2026-03-12' }, availabilities, null)).toBeNull();
    expect(minimumStayHint(EMPTY_SELECTION, availabilities, null)).toBeNull();
  });

  it("keeps the check-in day's own minimum stay when the checkout-nights range (every offer of the product) allows 1 night", () => {
    // Product 100725 on 11 Dec: its availability needs 2 nights, multiOffer checkout nights answer 1 to 14.
    expect(minimumStayHint({ checkin: '2026-03-10', checkout: null }, availabilities, { min: 1, max: 14 })).toBe(2);
  });
});
