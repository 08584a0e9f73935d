import type { Locale } from '../model/locale';
import { addDays, type IsoDay } from './iso-day';

/**
 * "Today" and "20:00" are the site's wall clock, not the server's or the visitor's: a hotel night
 * in Paris starts on a Paris day. Rules that depend on now take a SiteClock built from an instant
 * and a time zone (design guide §4: time is a dependency), so tests pin both.
 */
export const SITE_TIME_ZONES: Readonly<Record<Locale, string>> = {
  fr_FR: 'Europe/Paris',
  fr_BE: 'Europe/Brussels',
  nl_NL: 'Europe/Amsterdam',
  nl_BE: 'Europe/Brussels',
  it_IT: 'Europe/Rome',
  es_ES: 'Europe/Madrid',
};

/**
 * The hotels' days for rules that are not per site: the hash's date window and the quote's past
 * check-in are judged on the Paris day (docs/decisions.md, "Hash dates").
 */
export const HOTEL_TIME_ZONE = 'Europe/Paris';

/** Today stops being selectable from 20:00 (part 1 §4). */
export const SAME_DAY_CUTOFF_HOUR = 20;
const SAME_DAY_CUTOFF_MINUTES = SAME_DAY_CUTOFF_HOUR * 60;

export interface SiteClock {
  /** The site's calendar day at the instant. */
  today: IsoDay;
  /** Minutes since the site's local midnight (0 … 1439). */
  minutesOfDay: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // h23 so that midnight reads 00, never 24 (some engines print 24 with hour12: false).
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The site's wall clock at `now` in an IANA time zone (throws RangeError on an unknown zone). */
export function siteClock(now: Date, timeZone: string): SiteClock {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(now).map((part) => [part.type, part.value]));
  return {
    today: `${parts.year}-${parts.month}-${parts.day}`,
    minutesOfDay: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The calendar day in Paris at `now`, or undefined for an invalid instant. */
export function hotelDay(now: Date): IsoDay | undefined {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) return undefined;
  return siteClock(now, HOTEL_TIME_ZONE).today;
}

export function siteClockFor(now: Date, locale: Locale): SiteClock {
  return siteClock(now, SITE_TIME_ZONES[locale]);
}

export function isAfterSameDayCutoff(clock: SiteClock): boolean {
  return clock.minutesOfDay >= SAME_DAY_CUTOFF_MINUTES;
}

/** The earliest check-in still on sale: today until 19:59, tomorrow from 20:00. */
export function firstBookableDay(clock: SiteClock): IsoDay {
  return isAfterSameDayCutoff(clock) ? addDays(clock.today, 1) : clock.today;
}
