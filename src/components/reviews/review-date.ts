/**
 * A review's day for <time dateTime> and for display, read from the API's ISO day ('2025-05-03',
 * or a timestamp starting with one). Formatted in UTC so the server and the browser print the
 * same day whatever their time zone. Anything else: no date shown.
 */
export function reviewDay(value: string | null): { iso: string; date: Date } | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== match[0]) return null;
  return { iso: match[0], date };
}

export const REVIEW_DATE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
