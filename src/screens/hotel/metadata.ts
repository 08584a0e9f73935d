import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import { alternates, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import type { HotelData } from './load';
import { contentMessages } from '@/components/content/messages';
import { hotelMessages as m } from './messages';

/**
 * Title and description from the hotel; an inactive hotel is hidden from search engines (part 2
 * §2), and so is the unavailable message (a passing failure must not be indexed). A hotel reached
 * by its own uri and by its id is one page: the canonical address is the id's.
 */
export function metadata(route: RouteOf<'hotel'>, data: HotelData, context: ScreenContext): Metadata {
  const intl = getIntl(route.locale);
  if (data.kind === 'unavailable') return { title: intl.formatMessage(contentMessages.unavailableTitle), robots: { index: false, follow: true } };
  const { hotel } = data;
  const place = hotel.location.city ?? hotel.location.label;
  return {
    title: place ? `${hotel.label} - ${place}` : hotel.label,
    description: intl.formatMessage(m.metaDescription, { hotel: hotel.label, place: place ?? '' }),
    alternates: alternates({ ...route, params: { by: 'id', id: hotel.id } }, context.siteUrl),
    ...(hotel.active ? {} : { robots: { index: false, follow: true } }),
  };
}
