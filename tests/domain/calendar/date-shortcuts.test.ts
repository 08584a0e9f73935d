import { LOCALES } from '@/domain/model/locale';
import { dateShortcuts, DATE_SHORTCUT_LOCALES, nextWeekend, POPULAR_DATED_PERIODS, thisWeekend, type DatedPeriod, type SiteClock } from '@/domain/calendar';

/** March 2026: Mon 2, Thu 5, Fri 6, Sat 7, Sun 8, Fri 13, Sun 15. */
const at = (today: string, hour = 10, minute = 0): SiteClock => ({ today, minutesOfDay: hour * 60 + minute });

describe('popular date shortcuts', () => {
  it('exist for es_ES, fr_FR, fr_BE and nl_BE only', () => {
    expect([...DATE_SHORTCUT_LOCALES].sort()).toEqual(['es_ES', 'fr_BE', 'fr_FR', 'nl_BE']);
    for (const locale of LOCALES) {
      const shortcuts = dateShortcuts(locale, at('2026-03-02'));
      expect(shortcuts.length > 0).toBe(DATE_SHORTCUT_LOCALES.includes(locale));
    }
  });

  it('this weekend is Friday to Sunday during the week', () => {
    expect(thisWeekend(at('2026-03-02'))).toMatchObject({ id: 'thisWeekend', checkin: '2026-03-06', checkout: '2026-03-08' });
    expect(thisWeekend(at('2026-03-05'))).toMatchObject({ checkin: '2026-03-06', checkout: '2026-03-08' });
    expect(thisWeekend(at('2026-03-06'))).toMatchObject({ checkin: '2026-03-06', checkout: '2026-03-08' });
  });

  it('this weekend starts later once Friday is no longer on sale', () => {
    expect(thisWeekend(at('2026-03-06', 20, 0))).toMatchObject({ checkin: '2026-03-07', checkout: '2026-03-08' });
    expect(thisWeekend(at('2026-03-07'))).toMatchObject({ checkin: '2026-03-07', checkout: '2026-03-08' });
    expect(thisWeekend(at('2026-03-07', 19, 59))).not.toBeNull();
    expect(thisWeekend(at('2026-03-07', 20, 0))).toBeNull();
  });

  it('this weekend is hidden on Sundays', () => {
    expect(thisWeekend(at('2026-03-08'))).toBeNull();
    expect(dateShortcuts('fr_FR', at('2026-03-08')).map((shortcut) => shortcut.id)).not.toContain('thisWeekend');
    expect(dateShortcuts('fr_FR', at('2026-03-07')).map((shortcut) => shortcut.id)).toContain('thisWeekend');
  });

  it('next weekend is the one after this weekend (on Sunday, the coming one)', () => {
    expect(nextWeekend(at('2026-03-02'))).toMatchObject({ id: 'nextWeekend', checkin: '2026-03-13', checkout: '2026-03-15' });
    expect(nextWeekend(at('2026-03-07'))).toMatchObject({ checkin: '2026-03-13', checkout: '2026-03-15' });
    expect(nextWeekend(at('2026-03-08'))).toMatchObject({ checkin: '2026-03-13', checkout: '2026-03-15' });
  });

  it("keeps the spec's May 2024 periods as data, and offers none of them now that they are over", () => {
    expect(POPULAR_DATED_PERIODS.map((period) => [period.checkin, period.checkout])).toEqual([
      ['2024-05-01', '2024-05-05'],
      ['2024-05-08', '2024-05-12'],
      ['2024-05-17', '2024-05-19'],
    ]);
    expect(dateShortcuts('es_ES', at('2026-03-02')).map((shortcut) => shortcut.id)).toEqual(['thisWeekend', 'nextWeekend']);
  });

  it('a dated period shows until it is over, its check-in never in the past', () => {
    const clockIn2024 = at('2024-04-20');
    expect(dateShortcuts('fr_BE', clockIn2024).map((shortcut) => shortcut.id)).toEqual(['thisWeekend', 'nextWeekend', 'may-2024-01-05', 'may-2024-08-12', 'may-2024-17-19']);
    const during = dateShortcuts('fr_FR', at('2024-05-09')).filter((shortcut) => shortcut.id.startsWith('may'));
    expect(during).toEqual([
      { id: 'may-2024-08-12', titleKey: 'calendar.shortcut.longWeekend', checkin: '2024-05-09', checkout: '2024-05-12' },
      { id: 'may-2024-17-19', titleKey: 'calendar.shortcut.longWeekend', checkin: '2024-05-17', checkout: '2024-05-19' },
    ]);
    // On its last night's evening (from 20:00) a period can no longer be booked.
    expect(dateShortcuts('fr_FR', at('2024-05-18', 20, 0)).some((shortcut) => shortcut.id === 'may-2024-17-19')).toBe(false);
    expect(dateShortcuts('fr_FR', at('2024-05-18', 19, 59)).some((shortcut) => shortcut.id === 'may-2024-17-19')).toBe(true);
  });

  it('a table of periods can be passed in, per locale', () => {
    const periods: DatedPeriod[] = [{ id: 'easter', titleKey: 'calendar.shortcut.easter', checkin: '2026-04-03', checkout: '2026-04-06', locales: ['nl_BE'] }];
    expect(dateShortcuts('nl_BE', at('2026-03-02'), periods).map((shortcut) => shortcut.id)).toContain('easter');
    expect(dateShortcuts('fr_FR', at('2026-03-02'), periods).map((shortcut) => shortcut.id)).not.toContain('easter');
  });
});
