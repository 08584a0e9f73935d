import { z } from 'zod';
import { cacheTags, catalogueCache } from '@/caching/cache-tags';
import { mapResult, request, type ApiResult, type CallOptions } from '@/api/core';
import type { DatedPeriod } from '@/domain/calendar/date-shortcuts';
import { isIsoDay } from '@/domain/calendar/iso-day';
import type { Locale } from '@/domain/model/locale';

const periodSchema = z.object({
  id: z.string().min(1).max(80),
  title: z.string().max(80),
  checkin: z.string(),
  checkout: z.string(),
});

export const datedPeriodsSchema = z.object({ periods: z.array(z.unknown()) });

/** Entries that are not a readable period (bad day, checkout not after check-in) are left out, not the whole list. */
export function toDatedPeriods(wire: z.infer<typeof datedPeriodsSchema>): DatedPeriod[] {
  return wire.periods.flatMap((entry) => {
    const period = periodSchema.safeParse(entry);
    if (!period.success) return [];
    const { id, title, checkin, checkout } = period.data;
    return isIsoDay(checkin) && isIsoDay(checkout) && checkout > checkin ? [{ id, title, checkin, checkout }] : [];
  });
}

/**
 * GET {cms}/api/cms/date-shortcuts?locale — the calendar's popular dated periods (part 1 §9),
 * published by the CMS; cached like other CMS content under its tag. A failure is no periods.
 */
export async function fetchDatedPeriods(locale: Locale, options?: CallOptions): Promise<ApiResult<DatedPeriod[]>> {
  const result = await request({
    service: 'cms',
    path: '/api/cms/date-shortcuts',
    query: { locale },
    schema: datedPeriodsSchema,
    label: { operation: 'date-shortcuts', location: 'content.calendar' },
    cache: catalogueCache(cacheTags.dateShortcuts(locale)),
    ...options,
  });
  return mapResult(result, toDatedPeriods);
}
