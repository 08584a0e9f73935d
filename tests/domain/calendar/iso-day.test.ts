import fc from 'fast-check';
import { addDays, addMonths, dayOfWeek, daysBetween, daysOfMonth, isIsoDay, isYearMonth, lastDayOfMonth, monthOf, monthsBetween } from '@/domain/calendar';

/** Day arithmetic on ISO labels, checked against Date in UTC (never the machine's zone). */
const isoDay = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));

describe('iso days', () => {
  it('recognises real days only', () => {
    expect(isIsoDay('2026-03-02')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-3-2')).toBe(false);
    expect(isIsoDay(20260302)).toBe(false);
    expect(isYearMonth('2026-12')).toBe(true);
    expect(isYearMonth('2026-00')).toBe(false);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // The DST change in Europe is not a thing for day labels.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });

  it('addDays and daysBetween are inverse (property)', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -2000, max: 2000 }), (day, days) => {
        const later = addDays(day, days);
        expect(isIsoDay(later)).toBe(true);
        expect(daysBetween(day, later)).toBe(days);
      }),
    );
  });

  it('dayOfWeek matches Date#getUTCDay (property)', () => {
    expect(dayOfWeek('2026-03-02')).toBe(1); // a Monday
    expect(dayOfWeek('2026-03-08')).toBe(0);
    fc.assert(
      fc.property(isoDay, (day) => {
        expect(dayOfWeek(day)).toBe(new Date(`${day}T00:00:00Z`).getUTCDay());
      }),
    );
  });

  it('moves months and counts them', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', 12)).toBe('2027-03');
    expect(monthsBetween('2026-03', '2027-03')).toBe(12);
    expect(monthsBetween('2026-03', '2026-01')).toBe(-2);
    expect(monthOf('2026-03-31')).toBe('2026-03');
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -500, max: 500 }), (day, months) => {
        expect(monthsBetween(monthOf(day), addMonths(monthOf(day), months))).toBe(months);
      }),
    );
  });

  it('lists the days of a month', () => {
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2026-03')[30]).toBe('2026-03-31');
    expect(daysOfMonth('2026-04')).toHaveLength(30);
  });

  it('knows the last day of a month, leap years included', () => {
    expect([lastDayOfMonth('2026-02'), lastDayOfMonth('2028-02'), lastDayOfMonth('2026-04'), lastDayOfMonth('2026-12')]).toEqual([
      '2026-02-28',
      '2028-02-29',
      '2026-04-30',
      '2026-12-31',
    ]);
  });

  it('counts nights across a daylight-saving change', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });
});
