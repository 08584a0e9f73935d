import { LOCALES } from '@/domain/model/locale';
import { dateShortcuts, DATE_SHORTCUT_LOCALES, nextWeekend, thisWeekend, type DatedPeriod, type SiteClock } from '@/domain/calendar';

/** March 2026: Mon 2, Thu 5, Fri 6, Sat 7, Sun 8, Fri 13, Sun 15. */
const at = (today: string, hour = 10, minute = 0): SiteClock => ({ today, minutesOfDay: hour * 60 + minute });

/** The spec's May 2024 periods (part 1 §9), as the CMS publishes them (the simulator's example entries). */
const MAY_2024: DatedPeriod[] = [
  { id: 'may-2024-01-05', title: 'Week-end prolongé', checkin: '2024-05-01', checkout: '2024-05-05' },
  { id: 'may-2024-08-12', title: 'Week-end prolongé', checkin: '2024-05-08', checkout: '2024-05-12' },
  { id: 'may-2024-17-19', title: 'Week-end prolongé', checkin: '2024-05-17', checkout: '2024-05-19' },
];

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

  it('offers no dated period that is over: the May 2024 periods are not shown now', () => {
    expect(dateShortcuts('es_ES', at('2026-03-02'), MAY_2024).map((shortcut) => shortcut.id)).toEqual(['thisWeekend', 'nextWeekend']);
  });

  it('without published periods (the CMS call failed) this and next weekend still show', () => {
    expect(dateShortcuts('fr_FR', at('2026-03-02'), []).map((shortcut) => shortcut.id)).toEqual(['thisWeekend', 'nextWeekend']);
    expect(dateShortcuts('fr_FR', at('2026-03-02')).map((shortcut) => shortcut.id)).toEqual(['thisWeekend', 'nextWeekend']);
  });

  it('a dated period shows until it is over, its check-in never in the past', () => {
    const clockIn2024 = at('2024-04-20');
    expect(dateShortcuts('fr_BE', clockIn2024, MAY_2024).map((shortcut) => shortcut.id)).toEqual(['thisWeekend', 'nextWeekend', 'may-2024-01-05', 'may-2024-08-12', 'may-2024-17-19']);
    const during = dateShortcuts('fr_FR', at('2024-05-09'), MAY_2024).filter((shortcut) => shortcut.id.startsWith('may'));
    expect(during).toEqual([
      { id: 'may-2024-08-12', titleKey: 'calendar.shortcut.longWeekend', title: 'Week-end prolongé', checkin: '2024-05-09', checkout: '2024-05-12' },
      { id: 'may-2024-17-19', titleKey: 'calendar.shortcut.longWeekend', title: 'Week-end prolongé', checkin: '2024-05-17', checkout: '2024-05-19' },
    ]);
    // On its last night's evening (from 20:00) a period can no longer be booked.
    expect(dateShortcuts('fr_FR', at('2024-05-18', 20, 0), MAY_2024).some((shortcut) => shortcut.id === 'may-2024-17-19')).toBe(false);
    expect(dateShortcuts('fr_FR', at('2024-05-18', 19, 59), MAY_2024).some((shortcut) => shortcut.id === 'may-2024-17-19')).toBe(true);
  });

  it('a published period shows on the sites with shortcuts only, under its published title (blank: the default title)', () => {
    const periods: DatedPeriod[] = [{ id: 'easter', title: 'Pâques', checkin: '2026-04-03', checkout: '2026-04-06' }];
    expect(dateShortcuts('nl_BE', at('2026-03-02'), periods).find((shortcut) => shortcut.id === 'easter')).toMatchObject({ title: 'Pâques', checkin: '2026-04-03' });
    expect(dateShortcuts('it_IT', at('2026-03-02'), periods)).toEqual([]);
    const untitled = dateShortcuts('fr_FR', at('2026-03-02'), [{ ...periods[0]!, title: '  ' }]).find((shortcut) => shortcut.id === 'easter');
    expect(untitled).not.toHaveProperty('title');
    expect(untitled?.titleKey).toBe('calendar.shortcut.longWeekend');
  });
});
