import { MAX_STAY_NIGHTS } from '@/domain/booking';
import { HOTEL_CALENDAR_MONTHS, hotelCalendarWindow, hotelCheckoutNights, windowCovers, windowLastMonth } from '@/domain/hotel';

/** Part 2 §9 "hotel calendar loads 12 months"; the hotel calendar's checkout nights. */
describe('hotel calendar window', () => {
  it('one call covers 12 months from its first month', () => {
    expect(HOTEL_CALENDAR_MONTHS).toBe(12);
    const window = hotelCalendarWindow('2026-11');
    expect(window).toEqual({ first: '2026-11', length: 12 });
    expect(windowLastMonth(window)).toBe('2027-10');
  });

  it('a page is read from the window only when all its months lie inside it', () => {
    const window = hotelCalendarWindow('2026-11');
    expect(windowCovers(window, ['2026-11', '2026-12'])).toBe(true);
    expect(windowCovers(window, ['2027-09', '2027-10'])).toBe(true);
    expect(windowCovers(window, ['2027-10', '2027-11'])).toBe(false);
    expect(windowCovers(window, ['2026-10'])).toBe(false);
  });
});

describe('hotel checkout nights', () => {
  it('from the check-in day’s minimum stay up to the longest stay the hash keeps', () => {
    expect(hotelCheckoutNights({ amount: 90_000, minLos: MAX_STAY_NIGHTS })).toEqual({ min: MAX_STAY_NIGHTS, max: MAX_STAY_NIGHTS });
    expect(hotelCheckoutNights({ amount: 30_000, minLos: 2 })).toEqual({ min: 2, max: 14 });
    expect(hotelCheckoutNights({ amount: 12_000, minLos: 0 })).toEqual({ min: 1, max: 14 });
  });

  it('none for a day without availability, or whose minimum stay is longer than any stay the page can search', () => {
    expect(hotelCheckoutNights(undefined)).toBeNull();
    expect(hotelCheckoutNights({ amount: 90_000, minLos: 15 })).toBeNull();
  });
});
