import { describe, expect, it } from 'vitest';
import { formatWeekday } from '@/i18n/format';
import { getIntl } from '@/i18n/server';

describe('schedule weekdays', () => {
  it("shows the codes as the site's weekday names", () => {
    expect(['MON', 'SUN'].map((code) => formatWeekday(getIntl('fr_FR'), code))).toEqual(['lundi', 'dimanche']);
    expect(formatWeekday(getIntl('nl_BE'), 'WED')).toBe('woensdag');
    expect(formatWeekday(getIntl('it_IT'), 'sat')).toBe('sabato');
    expect(formatWeekday(getIntl('es_ES'), 'FRI')).toBe('viernes');
  });
  it('keeps anything else as it came', () => {
    expect(formatWeekday(getIntl('fr_FR'), 'Tous les jours')).toBe('Tous les jours');
  });
});

describe('formatDay', () => {
  it('writes the ISO day given, in the site language, whatever the time zone', async () => {
    const { formatDay } = await import('@/i18n/format');
    const { getIntl } = await import('@/i18n/server');
    expect(formatDay(getIntl('fr_FR'), '2026-12-31', { weekday: 'long', day: 'numeric', month: 'long' })).toBe('jeudi 31 décembre');
    expect(formatDay(getIntl('nl_BE'), '2027-01-01', { day: 'numeric', month: 'short' })).toBe('1 jan');
  });
});
