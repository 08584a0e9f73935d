import { addDays, decodeStayDates, isIsoDay, latestCheckin, nightsBetween, parisDay } from '@/state/hash/stay-dates';

const raw = (checkin?: string, checkout?: string, night?: string) => ({ checkin, checkout, night });

describe('stay dates', () => {
  it('knows real calendar days', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-04-31')).toBe(false);
    expect(isIsoDay('2026-00-10')).toBe(false);
    expect(isIsoDay('20260410')).toBe(false);
  });

  it('counts nights across a daylight-saving change', () => {
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('today is the Paris day', () => {
    expect(parisDay(new Date('2026-03-01T22:59:00Z'))).toBe('2026-03-01');
    expect(parisDay(new Date('2026-03-01T23:00:00Z'))).toBe('2026-03-02');
    expect(parisDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(parisDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(parisDay(new Date(Number.NaN))).toBeUndefined();
  });

  it('the last check-in is the end of the month one year ahead', () => {
    expect(latestCheckin('2026-03-02')).toBe('2027-03-31');
    expect(latestCheckin('2027-02-28')).toBe('2028-02-29');
    expect(latestCheckin('2026-12-31')).toBe('2027-12-31');
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
