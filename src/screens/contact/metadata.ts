import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import { alternates, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import type { ContactData } from './load';
import { contactPageMessages as m } from './messages';

/**
 * Title, description, canonical and hreflang (the page exists in every site). The thank-you
 * variant is the same page for one visitor: not indexed, its canonical is the page itself.
 */
export function metadata(route: RouteOf<'contact'>, data: ContactData, context: ScreenContext): Metadata {
  const intl = getIntl(route.locale);
  return {
    title: intl.formatMessage(m.metaTitle),
    description: intl.formatMessage(m.metaDescription),
    alternates: alternates(route, context.siteUrl),
    ...(data.thankYou ? { robots: { index: false, follow: true } } : {}),
  };
}
