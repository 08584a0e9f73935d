import { LOCALES } from '@/domain/model/locale';
import { firstBookableDay, hotelDay, isAfterSameDayCutoff, SAME_DAY_CUTOFF_HOUR, SITE_TIME_ZONES, siteClock, siteClockFor } from '@/domain/calendar';

/** Every instant is written in UTC, so the test never depends on the machine's zone or the time of day. */
describe('site clock', () => {
  it('reads the day and time in the site time zone, not UTC', () => {
    // 23:30 UTC on 2 March is already 3 March 00:30 in Paris (UTC+1 in winter).
    expect(siteClock(new Date('2026-03-02T23:30:00Z'), 'Europe/Paris')).toEqual({ today: '2026-03-03', minutesOfDay: 30 });
    expect(siteClock(new Date('2026-03-02T00:00:00Z'), 'Europe/Madrid')).toEqual({ today: '2026-03-02', minutesOfDay: 60 });
    // Midnight reads 0, never 24.
    expect(siteClock(new Date('2026-07-01T22:00:00Z'), 'Europe/Paris')).toEqual({ today: '2026-07-02', minutesOfDay: 0 });
  });

  it('each site has a European time zone', () => {
    for (const locale of LOCALES) expect(SITE_TIME_ZONES[locale]).toMatch(/^Europe\//);
    expect(siteClockFor(new Date('2026-03-02T18:59:00Z'), 'nl_BE')).toEqual({ today: '2026-03-02', minutesOfDay: 19 * 60 + 59 });
  });

  it.each([
    ['winter (UTC+1)', '2026-03-02T18:59:00Z', '2026-03-02T19:00:00Z', '2026-03-02'],
    ['summer (UTC+2)', '2026-07-01T17:59:00Z', '2026-07-01T18:00:00Z', '2026-07-01'],
    ['the spring DST day', '2026-03-29T17:59:00Z', '2026-03-29T18:00:00Z', '2026-03-29'],
    ['the autumn DST day', '2026-10-25T18:59:00Z', '2026-10-25T19:00:00Z', '2026-10-25'],
  ])('today is bookable until 19:59 and not from 20:00 in %s', (_, before, at, today) => {
    expect(SAME_DAY_CUTOFF_HOUR).toBe(20);
    const clockBefore = siteClock(new Date(before), 'Europe/Paris');
    const clockAt = siteClock(new Date(at), 'Europe/Paris');
    expect(clockBefore.minutesOfDay).toBe(19 * 60 + 59);
    expect(clockAt.minutesOfDay).toBe(20 * 60);
    expect(isAfterSameDayCutoff(clockBefore)).toBe(false);
    expect(isAfterSameDayCutoff(clockAt)).toBe(true);
    expect(firstBookableDay(clockBefore)).toBe(today);
    expect(firstBookableDay(clockAt)).not.toBe(today);
  });

  it("the hotels' day is the Paris day, in winter and summer time; an invalid instant has none", () => {
    expect(hotelDay(new Date('2026-03-01T22:59:00Z'))).toBe('2026-03-01');
    expect(hotelDay(new Date('2026-03-01T23:00:00Z'))).toBe('2026-03-02');
    expect(hotelDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(hotelDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(hotelDay(new Date(Number.NaN))).toBeUndefined();
  });

  it('the cut-off follows the zone: 19:30 UTC is 20:30 in Paris but 19:30 in London', () => {
    const instant = new Date('2026-03-02T19:30:00Z');
    expect(isAfterSameDayCutoff(siteClock(instant, 'Europe/Paris'))).toBe(true);
    expect(isAfterSameDayCutoff(siteClock(instant, 'Europe/London'))).toBe(false);
  });
});
