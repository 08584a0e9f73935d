import { decodeStayDates } from '@/state/hash/stay-dates';

const raw = (checkin?: string, checkout?: string, night?: string) => ({ checkin, checkout, night });

describe('stay dates', () => {
  it('refuses days that are not real, and checkouts outside 1 to 14 nights (counted across a daylight-saving change)', () => {
    expect(decodeStayDates(raw('2026-02-29'), undefined)).toStrictEqual({});
    expect(decodeStayDates(raw('2026-03-28', '2026-03-30'), '2026-03-02')).toStrictEqual({ checkin: '2026-03-28', checkout: '2026-03-30', night: 2 });
    expect(decodeStayDates(raw('2026-03-28', '2026-04-12'), '2026-03-02')).toStrictEqual({ checkin: '2026-03-28' });
  });

  it('keeps check-ins up to the end of the month one year ahead', () => {
    expect(decodeStayDates(raw('2027-03-31'), '2026-03-02')).toStrictEqual({ checkin: '2027-03-31' });
    expect(decodeStayDates(raw('2027-04-01'), '2026-03-02')).toStrictEqual({});
  });

  it('applies the window only with a known today', () => {
    expect(decodeStayDates(raw('2026-03-01'), '2026-03-02')).toStrictEqual({});
    expect(decodeStayDates(raw('2026-03-01'), undefined)).toStrictEqual({ checkin: '2026-03-01' });
  });

  it('keeps night alone, and derives it from two dates', () => {
    expect(decodeStayDates(raw(undefined, undefined, '2'), '2026-03-02')).toStrictEqual({ night: 2 });
    expect(decodeStayDates(raw('2026-03-10', '2026-03-12', '9'), '2026-03-02')).toStrictEqual({
      checkin: '2026-03-10',
      checkout: '2026-03-12',
      night: 2,
    });
  });
});
