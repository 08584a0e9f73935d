import type { Metadata } from 'next';
import type { BoxDetail } from '@/domain/model/box';
import { getIntl } from '@/i18n/server';
import { alternates, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import type { BoxData } from './load';
import { boxMessages as m } from './messages';

const NOINDEX_FOLLOW = { index: false, follow: true } as const;

/**
 * Part 2 §2: physical-format box pages carry 'noindex, follow' (the digital page is the one to
 * index); a page model saying noindex is obeyed too.
 */
export function boxIndexable(box: Pick<BoxDetail, 'format' | 'code' | 'pageModel'>): boolean {
  if (box.format === 'PHYSICAL' || (box.format === null && /PBOX$/i.test(box.code))) return false;
  return !/\bnoindex\b/i.test(box.pageModel?.metaRobots ?? '');
}

/**
 * Title and description from the box's page model (else its title and a sentence); the canonical
 * address is the digital code's page, whichever format was asked for; hreflang lists that page in
 * every site that lists the box, each under its own slug (src/crawlers/box-alternates.ts).
 */
export function metadata(route: RouteOf<'box'>, data: BoxData, context: ScreenContext): Metadata {
  const intl = getIntl(route.locale);
  if (data.kind === 'unavailable') return { title: intl.formatMessage(m.errorTitle), robots: NOINDEX_FOLLOW };
  const { box } = data;
  const canonical = { ...route, params: { slug: box.slug ?? route.params.slug, code: data.digitalCode } };
  return {
    title: box.pageModel?.pageTitle || box.title,
    description: box.pageModel?.metaDescription || intl.formatMessage(m.metaDescription, { title: box.title }),
    alternates: alternates(canonical, context.siteUrl, data.equivalents),
    ...(boxIndexable(box) ? {} : { robots: NOINDEX_FOLLOW }),
  };
}
