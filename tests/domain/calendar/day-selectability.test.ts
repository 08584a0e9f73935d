import fc from 'fast-check';
import {
  addDays,
  daysBetween,
  daySelectability,
  EMPTY_SELECTION,
  isDaySelectable,
  lastCheckoutDay,
  MAX_NIGHTS_WITHOUT_AVAILABILITIES,
  siteClock,
  type CalendarAvailabilities,
  type DaySelectabilityContext,
  type SiteClock,
} from '@/domain/calendar';

const TODAY = '2026-03-02';
const clock = (hour = 10, minute = 0, today = TODAY): SiteClock => ({ today, minutesOfDay: hour * 60 + minute });

/** Availability from today for 40 days except the 5th and 6th; the 10th needs 3 nights. */
const availabilities: CalendarAvailabilities = Object.fromEntries(
  Array.from({ length: 40 }, (_, offset) => offset)
    .filter((offset) => offset !== 5 && offset !== 6)
    .map((offset) => [addDays(TODAY, offset), { amount: 20_000, minLos: offset === 10 ? 3 : 1 }]),
);

const context = (overrides: Partial<DaySelectabilityContext> = {}): DaySelectabilityContext => ({
  clock: clock(),
  selection: EMPTY_SELECTION,
  availabilities,
  checkoutNights: null,
  ...overrides,
});
const day = (offset: number) => addDays(TODAY, offset);

describe('day selectability: time', () => {
  it('past days are never selectable, whatever the selection', () => {
    for (const selection of [EMPTY_SELECTION, { checkin: day(2), checkout: null }, { checkin: day(2), checkout: day(4) }]) {
      expect(daySelectability(day(-1), context({ selection }))).toEqual({ selectable: false, reason: 'past' });
      expect(daySelectability(day(-1), context({ selection, availabilities: null }))).toEqual({ selectable: false, reason: 'past' });
    }
  });

  it('today is selectable until 19:59 and not from 20:00 (site time)', () => {
    expect(daySelectability(day(0), context({ clock: clock(19, 59) }))).toEqual({ selectable: true, as: 'checkin' });
    expect(daySelectability(day(0), context({ clock: clock(20, 0) }))).toEqual({ selectable: false, reason: 'sameDayCutoff' });
    expect(daySelectability(day(0), context({ clock: clock(23, 59) })).selectable).toBe(false);
    expect(daySelectability(day(1), context({ clock: clock(20, 0) })).selectable).toBe(true);
    // The same with no availabilities (the search box).
    expect(isDaySelectable(day(0), context({ clock: clock(19, 59), availabilities: null }))).toBe(true);
    expect(isDaySelectable(day(0), context({ clock: clock(20, 0), availabilities: null }))).toBe(false);
  });

  it('works from a real instant in Europe/Paris: 18:59 UTC in winter is 19:59, 19:00 UTC is 20:00', () => {
    expect(isDaySelectable(TODAY, context({ clock: siteClock(new Date(`${TODAY}T18:59:00Z`), 'Europe/Paris') }))).toBe(true);
    expect(isDaySelectable(TODAY, context({ clock: siteClock(new Date(`${TODAY}T19:00:00Z`), 'Europe/Paris') }))).toBe(false);
  });
});

describe('day selectability: no check-in or a full range', () => {
  const full = { checkin: day(2), checkout: day(4) };

  it('a day missing from availabilities is not selectable', () => {
    for (const selection of [EMPTY_SELECTION, full]) {
      expect(daySelectability(day(5), context({ selection }))).toEqual({ selectable: false, reason: 'notAvailable' });
      expect(daySelectability(day(7), context({ selection }))).toEqual({ selectable: true, as: 'checkin' });
      expect(daySelectability(day(60), context({ selection })).selectable).toBe(false);
    }
  });

  it('an empty availability record means nothing is selectable', () => {
    expect(isDaySelectable(day(3), context({ availabilities: {} }))).toBe(false);
  });

  it('without availabilities (search box) every future day may start a stay', () => {
    expect(daySelectability(day(5), context({ availabilities: null }))).toEqual({ selectable: true, as: 'checkin' });
    expect(isDaySelectable(day(400), context({ availabilities: null, selection: full }))).toBe(true);
  });

  it('a full range: a click on an available day starts a new selection, the check-in day included', () => {
    expect(daySelectability(day(2), context({ selection: full }))).toEqual({ selectable: true, as: 'checkin' });
    expect(daySelectability(day(3), context({ selection: full }))).toEqual({ selectable: true, as: 'checkin' });
  });

  it('days whose minimum stay exceeds the chosen length are skipped', () => {
    expect(daySelectability(day(10), context({ stayLength: 2 }))).toEqual({ selectable: false, reason: 'minimumStayTooLong' });
    expect(daySelectability(day(10), context({ stayLength: 3 }))).toEqual({ selectable: true, as: 'checkin' });
    expect(daySelectability(day(10), context({ stayLength: null }))).toEqual({ selectable: true, as: 'checkin' });
    expect(daySelectability(day(11), context({ stayLength: 1 }))).toEqual({ selectable: true, as: 'checkin' });
  });
});

describe('day selectability: check-in only', () => {
  const checkinOnly = { checkin: day(2), checkout: null };

  it('the check-in day is not selectable again', () => {
    expect(daySelectability(day(2), context({ selection: checkinOnly }))).toEqual({ selectable: false, reason: 'checkinDay' });
    expect(daySelectability(day(2), context({ selection: checkinOnly, availabilities: null })).selectable).toBe(false);
  });

  it('with the checkout-nights range, only its night counts are selectable (min to max)', () => {
    const ctx = context({ selection: checkinOnly, checkoutNights: { min: 2, max: 4 } });
    // Shorter than the range's minimum: below the stay's minimum.
    expect(daySelectability(day(3), ctx)).toEqual({ selectable: false, reason: 'belowMinimumStay' });
    expect(daySelectability(day(4), ctx)).toEqual({ selectable: true, as: 'checkout' });
    // A checkout on a day without availability is fine: no night starts that day.
    expect(daySelectability(day(5), ctx)).toEqual({ selectable: true, as: 'checkout' });
    expect(daySelectability(day(6), ctx)).toEqual({ selectable: true, as: 'checkout' });
    expect(daySelectability(day(7), ctx)).toEqual({ selectable: false, reason: 'outsideCheckoutNights' });
  });

  it("a checkout that makes the stay shorter than the check-in day's minimum stay is not selectable, even when the range allows it", () => {
    // The 10th needs 3 nights; the checkout-nights range (every offer of the product) says 1 to 14.
    const fromTenth = { checkin: day(10), checkout: null };
    for (const checkoutNights of [{ min: 1, max: 14 }, null]) {
      const ctx = context({ selection: fromTenth, checkoutNights });
      expect(daySelectability(day(11), ctx)).toEqual({ selectable: false, reason: 'belowMinimumStay' });
      expect(daySelectability(day(12), ctx)).toEqual({ selectable: false, reason: 'belowMinimumStay' });
      expect(daySelectability(day(13), ctx)).toEqual({ selectable: true, as: 'checkout' });
    }
    // A day before the check-in still restarts the selection.
    expect(daySelectability(day(9), context({ selection: fromTenth }))).toEqual({ selectable: true, as: 'checkin' });
  });

  it('when the range is cleared (checkout-nights failed), available days stay selectable', () => {
    const ctx = context({ selection: checkinOnly, checkoutNights: null });
    expect(daySelectability(day(3), ctx)).toEqual({ selectable: true, as: 'checkout' });
    expect(daySelectability(day(5), ctx)).toEqual({ selectable: false, reason: 'notAvailable' });
    expect(daySelectability(day(30), ctx)).toEqual({ selectable: true, as: 'checkout' });
  });

  it('without availabilities, days more than 20 days after the check-in are not selectable', () => {
    expect(MAX_NIGHTS_WITHOUT_AVAILABILITIES).toBe(20);
    const ctx = context({ selection: checkinOnly, availabilities: null });
    expect(daySelectability(day(2 + 20), ctx)).toEqual({ selectable: true, as: 'checkout' });
    expect(daySelectability(day(2 + 21), ctx)).toEqual({ selectable: false, reason: 'beyondMaximumStay' });
    expect(daySelectability(day(3), ctx)).toEqual({ selectable: true, as: 'checkout' });
  });

  it('a day before the check-in restarts the selection: check-in rules apply', () => {
    const later = { checkin: day(8), checkout: null };
    expect(daySelectability(day(3), context({ selection: later, checkoutNights: { min: 1, max: 2 } }))).toEqual({ selectable: true, as: 'checkin' });
    expect(daySelectability(day(5), context({ selection: later }))).toEqual({ selectable: false, reason: 'notAvailable' });
    expect(daySelectability(day(1), context({ selection: later, availabilities: null }))).toEqual({ selectable: true, as: 'checkin' });
  });

  it('the last checkout day bounds keyboard moves and loading', () => {
    expect(lastCheckoutDay(context({ selection: checkinOnly, checkoutNights: { min: 2, max: 4 } }))).toBe(day(6));
    expect(lastCheckoutDay(context({ selection: checkinOnly, availabilities: null }))).toBe(day(22));
    expect(lastCheckoutDay(context({ selection: checkinOnly }))).toBeNull();
    expect(lastCheckoutDay(context())).toBeNull();
  });
});

describe('day selectability: properties', () => {
  const offset = fc.integer({ min: -30, max: 60 });
  const selection = fc.oneof(
    fc.constant(EMPTY_SELECTION),
    offset.map((o) => ({ checkin: day(o), checkout: null })),
    fc.tuple(offset, fc.integer({ min: 1, max: 20 })).map(([o, n]) => ({ checkin: day(o), checkout: day(o + n) })),
  );
  const range = fc.option(
    fc.tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 10 })).map(([min, extra]) => ({ min, max: min + extra })),
    { nil: null },
  );
  const anyContext = fc.record({
    clock: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => clock(h, m)),
    selection,
    availabilities: fc.constantFrom<CalendarAvailabilities | null>(availabilities, null, {}),
    checkoutNights: range,
    stayLength: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  });

  it('never selects a past day, the check-in day of a pending selection, or today from 20:00', () => {
    fc.assert(
      fc.property(anyContext, offset, (ctx, o) => {
        const verdict = daySelectability(day(o), ctx);
        if (o < 0) expect(verdict.selectable).toBe(false);
        if (o === 0 && ctx.clock.minutesOfDay >= 20 * 60) expect(verdict.selectable).toBe(false);
        if (ctx.selection.checkin === day(o) && ctx.selection.checkout === null) expect(verdict.selectable).toBe(false);
      }),
    );
  });

  it('a checkout verdict is always after the check-in and inside the range when there is one', () => {
    fc.assert(
      fc.property(anyContext, offset, (ctx, o) => {
        const verdict = daySelectability(day(o), ctx);
        if (!verdict.selectable || verdict.as !== 'checkout') return;
        const checkin = ctx.selection.checkin;
        if (checkin === null) throw new Error('a checkout verdict without a check-in');
        expect(ctx.selection.checkout).toBeNull();
        const nights = daysBetween(checkin, day(o));
        expect(nights).toBeGreaterThan(0);
        if (ctx.checkoutNights) {
          expect(nights).toBeGreaterThanOrEqual(ctx.checkoutNights.min);
          expect(nights).toBeLessThanOrEqual(ctx.checkoutNights.max);
        } else if (ctx.availabilities === null) {
          expect(nights).toBeLessThanOrEqual(20);
        }
      }),
    );
  });

  it('a check-in verdict needs availability (when there is any) and a short enough minimum stay', () => {
    fc.assert(
      fc.property(anyContext, offset, (ctx, o) => {
        const verdict = daySelectability(day(o), ctx);
        if (!verdict.selectable || verdict.as !== 'checkin' || ctx.availabilities === null) return;
        const entry = ctx.availabilities[day(o)];
        expect(entry).toBeDefined();
        if (ctx.stayLength && entry) expect(entry.minLos).toBeLessThanOrEqual(ctx.stayLength);
      }),
    );
  });
});
