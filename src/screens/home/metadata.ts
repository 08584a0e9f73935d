import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing/route';
import { homeMessages as m } from './messages';

export function metadata(route: RouteOf<'home'>): Metadata {
  const intl = getIntl(route.locale);
  return { title: intl.formatMessage(m.metaTitle), description: intl.formatMessage(m.metaDescription) };
}
