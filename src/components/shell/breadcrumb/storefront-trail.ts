import type { BreadcrumbItem } from './breadcrumb';
import type { Locale } from '@/domain/model/locale';
import { href } from '@/routing/href';

/**
 * The hotel call's breadcrumb names places by the API's own paths (`/region/{id}`,
 * `/department/{id}`, `/city/{id}`, `/hotel/{id}`), not by storefront paths: each becomes the
 * storefront page that lists that place — the city's search page, the search filtered on the
 * region or department —, and the hotel its hotel page (left out on that page itself). A place the
 * storefront cannot show is left out rather than linked to a 404. A place named twice in a row
 * (a city that is also its department) is shown once.
 */
export function storefrontTrail(locale: Locale, trail: readonly BreadcrumbItem[], options: { hotelPage: boolean }): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [];
  for (const item of trail) {
    const url = storefrontUrl(locale, item.url, options);
    if (url === null || item.label.trim() === '' || items[items.length - 1]?.label === item.label) continue;
    items.push({ label: item.label, url });
  }
  return items;
}

const PLACE = /^\/(region|department|city|hotel)\/([A-Za-z0-9_-]{1,80})\/?$/;

function storefrontUrl(locale: Locale, apiUrl: string, options: { hotelPage: boolean }): string | null {
  const match = PLACE.exec(apiUrl);
  if (!match) return null;
  const [, kind, id] = match as unknown as [string, 'region' | 'department' | 'city' | 'hotel', string];
  switch (kind) {
    case 'city':
      return href.search(locale, { flow: 'booking', city: id });
    case 'region':
    case 'department':
      return `${href.search(locale, { flow: 'booking' })}#${new URLSearchParams({ [kind]: id })}`;
    case 'hotel':
      return options.hotelPage && /^\d+$/.test(id) ? href.hotel(locale, Number(id)) : null;
  }
}
