import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import { checkoutMessages as m } from './messages';

/** Per visitor: never indexed, its links never followed, no canonical nor hreflang (as the booking summary). */
export function metadata(route: RouteOf<'activity-checkout'>): Metadata {
  return {
    title: getIntl(route.locale).formatMessage(m.metaTitle),
    robots: { index: false, follow: false },
    alternates: {},
  };
}
