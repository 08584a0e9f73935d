import type { Metadata } from 'next';
import { GIFT_CARD_MAX_EUROS, GIFT_CARD_MIN_EUROS } from '@/domain/gift/gift-card-amount';
import { formatPrice } from '@/i18n/format';
import { getIntl } from '@/i18n/server';
import { alternates, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { giftCardPageMessages as m } from './messages';

/** Indexable in every site: title, description, canonical and hreflang. */
export function metadata(route: RouteOf<'gift-card'>, context: ScreenContext): Metadata {
  const intl = getIntl(route.locale);
  return {
    title: intl.formatMessage(m.metaTitle),
    description: intl.formatMessage(m.metaDescription, { min: formatPrice(intl, GIFT_CARD_MIN_EUROS * 100), max: formatPrice(intl, GIFT_CARD_MAX_EUROS * 100) }),
    alternates: alternates(route, context.siteUrl),
  };
}
