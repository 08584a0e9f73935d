import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../catalogue';
import { addDays, weekdayOf } from '../catalogue/days';
import type { Lang, LocaleCode } from '../catalogue/types';
import { route } from '../services';
import { langOf, readLocale } from './common';

/**
 * GET {cms}/api/cms/date-shortcuts?locale — the calendar's popular dated periods (part 1 §9
 * "popular date shortcuts"), published by marketing without a release:
 *   {"periods": [{"id", "title", "checkin": "yyyy-MM-dd", "checkout": "yyyy-MM-dd"}]}
 * The first day is the check-in, the last the checkout. Only the sites with shortcuts (es_ES,
 * fr_FR, fr_BE, nl_BE) get periods; others an empty list. The spec's May 2024 periods stay as the
 * example entries (over, so never shown), and one current period — the long weekend (Thursday to
 * Sunday) at least two weeks after the catalogue's today — keeps a dated shortcut on screen.
 */

const SHORTCUT_LOCALES: readonly LocaleCode[] = ['es_ES', 'fr_FR', 'fr_BE', 'nl_BE'];

const LONG_WEEKEND: Record<Lang, string> = {
  fr: 'Week-end prolongé',
  nl: 'Lang weekend',
  it: 'Ponte',
  es: 'Puente',
};

export interface DatedPeriodWire {
  id: string;
  title: string;
  checkin: string;
  checkout: string;
}

const THURSDAY = 4;

/** The Thursday-to-Sunday long weekend starting at least 14 days after today. */
export function currentLongWeekend(today: string): { checkin: string; checkout: string } {
  const from = addDays(today, 14);
  const checkin = addDays(from, (THURSDAY - weekdayOf(from) + 7) % 7);
  return { checkin, checkout: addDays(checkin, 3) };
}

export function datedPeriodsOf(locale: LocaleCode, today: string): DatedPeriodWire[] {
  if (!SHORTCUT_LOCALES.includes(locale)) return [];
  const title = LONG_WEEKEND[langOf(locale)];
  const current = currentLongWeekend(today);
  return [
    { id: 'may-2024-01-05', title, checkin: '2024-05-01', checkout: '2024-05-05' },
    { id: 'may-2024-08-12', title, checkin: '2024-05-08', checkout: '2024-05-12' },
    { id: 'may-2024-17-19', title, checkin: '2024-05-17', checkout: '2024-05-19' },
    { id: `long-weekend-${current.checkin}`, title, ...current },
  ];
}

export const dateShortcutHandlers = [
  http.get(route('cms', '/api/cms/date-shortcuts'), ({ request }) => {
    const read = readLocale(new URL(request.url));
    if ('error' in read) return read.error;
    return HttpResponse.json({ periods: datedPeriodsOf(read.locale, getCatalogue().today) });
  }),
];
