import type { IntlShape } from 'react-intl/server';

/** Prices travel in cents; they become currency only here, at display time. */
export function formatPrice(intl: IntlShape, cents: number, currency = 'EUR'): string {
  const units = cents / 100;
  return intl.formatNumber(units, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(units) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/** Review scores: one decimal, with the locale's decimal separator (a comma on every site). */
export function formatScore(intl: IntlShape, score: number): string {
  return intl.formatNumber(score, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

const WEEKDAY_CODES = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;

/**
 * Schedules name their days with codes (MON…SUN): shown as the site's weekday names. 2024-01-01
 * was a Monday; noon UTC keeps the day in every time zone. Anything else is shown as it came.
 */
export function formatWeekday(intl: IntlShape, code: string): string {
  const index = WEEKDAY_CODES.indexOf(code.toUpperCase() as (typeof WEEKDAY_CODES)[number]);
  if (index < 0) return code;
  return intl.formatDate(Date.UTC(2024, 0, 1 + index, 12), { weekday: 'long', timeZone: 'UTC' });
}

/**
 * An ISO day ('2026-12-18') in the site's words: read at noon UTC and written in UTC, so the day
 * shown is the day given whatever the server's or the visitor's time zone.
 */
export function formatDay(intl: IntlShape, day: string, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): string {
  return intl.formatDate(new Date(`${day}T12:00:00Z`), { ...options, timeZone: 'UTC' });
}

/**
 * A text set as a heading: its first letter in capitals, the rest as the locale wrote it. CSS's
 * `text-transform: capitalize` raises every word ("Noviembre De 2026" for Spanish's "noviembre de 2026").
 */
export function upperFirst(intl: IntlShape, text: string): string {
  return text.charAt(0).toLocaleUpperCase(intl.locale) + text.slice(1);
}
