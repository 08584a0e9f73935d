import { bookingStayOf, stayDays, stayKeyOf } from '@/domain/booking/stay';
import { isFullyVisible } from '@/screens/product/booking/use-book';

describe('the stay the booking island prices', () => {
  it('is check-in and checkout, or check-in and nights; nothing without both', () => {
    expect(bookingStayOf({ checkin: '2026-12-18', checkout: '2026-12-20' })).toEqual({ checkin: '2026-12-18', checkout: '2026-12-20', nights: 2 });
    expect(bookingStayOf({ checkin: '2026-12-31', night: 3 })).toEqual({ checkin: '2026-12-31', checkout: '2027-01-03', nights: 3 });
    expect(bookingStayOf({ checkin: '2026-12-18' })).toBeNull();
    expect(bookingStayOf({ night: 2 })).toBeNull();
    expect(bookingStayOf({})).toBeNull();
  });

  it('offers its nights as activity days (index 0 = check-in), and a key that changes with check-in or length', () => {
    const stay = { checkin: '2026-12-30', checkout: '2027-01-02', nights: 3 };
    expect(stayDays(stay)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(stayKeyOf(stay)).not.toBe(stayKeyOf({ ...stay, nights: 2 }));
    expect(stayKeyOf(stay)).not.toBe(stayKeyOf({ ...stay, checkin: '2026-12-29' }));
    expect(stayKeyOf(null)).toBe('');
  });
});

describe('Book scrolls first when its area is not fully visible', () => {
  const element = (top: number, bottom: number) => ({ getBoundingClientRect: () => ({ top, bottom }) }) as Element;
  it.each([
    [10, 200, 800, true],
    [0, 800, 800, true],
    [-1, 200, 800, false],
    [700, 801, 800, false],
  ])('top %i, bottom %i in a %i px viewport → %s', (top, bottom, height, visible) => {
    expect(isFullyVisible(element(top, bottom), height)).toBe(visible);
  });
});
