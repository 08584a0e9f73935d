import type { Locale } from '../model/locale';
import { addDays, dayOfWeek, type IsoDay } from './iso-day';
import { firstBookableDay, type SiteClock } from './site-clock';

/** Popular-date shortcuts exist only on these sites (part 1 §9). */
export const DATE_SHORTCUT_LOCALES: readonly Locale[] = ['es_ES', 'fr_FR', 'fr_BE', 'nl_BE'];

/** A shortcut of the calendar (part 1 §3 "Date shortcut"); the view formats the subtitle from the dates. */
export interface DateShortcut {
  id: string;
  /** Message id of the title (this weekend, next weekend). */
  titleKey: string;
  /** The title as published (dated periods): shown as it is, in the site's language. */
  title?: string;
  checkin: IsoDay;
  checkout: IsoDay;
}

/**
 * A popular dated period, first day to last day (the last day is the checkout). Data, not code:
 * the CMS publishes them per site (`GET {cms}/api/cms/date-shortcuts?locale`, read on the server
 * and handed to the calendar); the spec's May 2024 periods are the simulator's example entries.
 */
export interface DatedPeriod {
  id: string;
  title: string;
  checkin: IsoDay;
  checkout: IsoDay;
}

/** The title key of dated periods published without a title of their own. */
export const DATED_PERIOD_TITLE_KEY = 'calendar.shortcut.longWeekend';

export const THIS_WEEKEND_ID = 'thisWeekend';
export const NEXT_WEEKEND_ID = 'nextWeekend';

const FRIDAY = 5;
const SUNDAY = 0;

/** The Sunday ending the weekend a day belongs to (a Sunday is its own weekend's end). */
function weekendSunday(day: IsoDay): IsoDay {
  const weekday = dayOfWeek(day);
  return weekday === SUNDAY ? day : addDays(day, 7 - weekday);
}

/**
 * This weekend: Friday to Sunday of the current week, starting later when Friday is no longer on
 * sale (Saturday, or Friday from 20:00). Hidden on Sundays (part 1 §9), and also when no check-in
 * before Sunday remains (Saturday from 20:00).
 */
export function thisWeekend(clock: SiteClock): DateShortcut | null {
  if (dayOfWeek(clock.today) === SUNDAY) return null;
  const sunday = weekendSunday(clock.today);
  const friday = addDays(sunday, FRIDAY - 7);
  const bookable = firstBookableDay(clock);
  const checkin = bookable > friday ? bookable : friday;
  if (checkin >= sunday) return null;
  return { id: THIS_WEEKEND_ID, titleKey: 'calendar.shortcut.thisWeekend', checkin, checkout: sunday };
}

/** Next weekend: the Friday-to-Sunday after this weekend's (on a Sunday, the coming one). */
export function nextWeekend(clock: SiteClock): DateShortcut {
  const sunday = addDays(weekendSunday(clock.today), 7);
  return { id: NEXT_WEEKEND_ID, titleKey: 'calendar.shortcut.nextWeekend', checkin: addDays(sunday, FRIDAY - 7), checkout: sunday };
}

/**
 * A dated period is offered until it is over; once it has started, its check-in moves to the first
 * day still on sale so that the shortcut never proposes a past check-in.
 */
export function datedPeriodShortcut(period: DatedPeriod, clock: SiteClock): DateShortcut | null {
  const bookable = firstBookableDay(clock);
  if (bookable >= period.checkout || period.checkout <= period.checkin) return null;
  const title = period.title.trim();
  return {
    id: period.id,
    titleKey: DATED_PERIOD_TITLE_KEY,
    ...(title ? { title } : {}),
    checkin: bookable > period.checkin ? bookable : period.checkin,
    checkout: period.checkout,
  };
}

/**
 * The shortcuts of a site at a given time, in display order: this weekend, next weekend, then the
 * site's published periods (none when the CMS call failed: the weekends still show).
 */
export function dateShortcuts(locale: Locale, clock: SiteClock, periods: readonly DatedPeriod[] = []): DateShortcut[] {
  if (!DATE_SHORTCUT_LOCALES.includes(locale)) return [];
  const shortcuts: DateShortcut[] = [];
  const current = thisWeekend(clock);
  if (current) shortcuts.push(current);
  shortcuts.push(nextWeekend(clock));
  for (const period of periods) {
    const shortcut = datedPeriodShortcut(period, clock);
    if (shortcut) shortcuts.push(shortcut);
  }
  return shortcuts;
}
