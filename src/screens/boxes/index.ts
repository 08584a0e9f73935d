import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import { alternates, type RouteOf } from '@/routing';
import { defineScreen, type ScreenContext } from '../screen-module';
import { load, type BoxesData } from './load';
import { boxesMessages as m } from './messages';
import { BoxesView } from './view';

/**
 * Title, description, canonical and hreflang (the listing exists in every site). The failure
 * page is not indexed: a passing upstream failure must not replace the listing in search engines.
 */
function metadata(route: RouteOf<'boxes'>, data: BoxesData, context: ScreenContext): Metadata {
  const intl = getIntl(route.locale);
  if (data.kind === 'failed') return { title: intl.formatMessage(m.error), robots: { index: false, follow: true } };
  return {
    title: intl.formatMessage(m.metaTitle),
    description: intl.formatMessage(m.metaDescription),
    alternates: alternates(route, context.siteUrl),
  };
}

/** `/{site}/{boxes}`: the gift box listing (failure → 'Oops, something went wrong', still 200). */
export const boxesScreen = defineScreen({ load, metadata, View: BoxesView });
