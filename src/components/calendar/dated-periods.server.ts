import 'server-only';
import { fetchDatedPeriods } from '@/api/cms/date-shortcuts';
import { DATE_SHORTCUT_LOCALES, type DatedPeriod } from '@/domain/calendar/date-shortcuts';
import type { Locale } from '@/domain/model/locale';

/** The site's dated periods; sites without shortcuts ask nothing, a failed call is none (part 2 §8: hide silently). */
export async function loadDatedPeriods(locale: Locale): Promise<DatedPeriod[]> {
  if (!DATE_SHORTCUT_LOCALES.includes(locale)) return [];
  const result = await fetchDatedPeriods(locale, { timeoutMs: 1500 });
  return result.ok ? result.data : [];
}
