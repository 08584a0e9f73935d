import type { BreadcrumbItem } from '@/components/shell/breadcrumb/breadcrumb';
import type { Locale } from '@/domain/model/locale';
import { href } from '@/routing/href';

/**
 * The activity voucher's breadcrumb. The API names places by its own paths (`/activity/city/{id}`,
 * `/activity/{id}`), not storefront paths: the activity flow's search page comes first (every
 * voucher belongs to it), a city becomes the activity search of that city, and the voucher itself
 * is the last item, added by the page with its own path. Any other path is left out rather than
 * linked to a 404; a place named twice in a row is shown once.
 */
export function activityTrail(locale: Locale, apiTrail: readonly BreadcrumbItem[], activitiesLabel: string): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [{ label: activitiesLabel, url: href.search(locale, { flow: 'activity' }) }];
  for (const item of apiTrail) {
    const url = storefrontUrl(locale, item.url);
    if (url === null || item.label.trim() === '' || items[items.length - 1]?.label === item.label) continue;
    items.push({ label: item.label, url });
  }
  return items;
}

const CITY = /^\/activity\/city\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

function storefrontUrl(locale: Locale, apiUrl: string): string | null {
  const city = CITY.exec(apiUrl);
  return city ? href.search(locale, { flow: 'activity', city: city[1]! }) : null;
}
