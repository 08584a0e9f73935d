import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import type { Route } from '@/routing/resolve';
import { homeMessages as m } from './messages';

export function metadata(route: Route): Metadata {
  const intl = getIntl(route.locale);
  return { title: intl.formatMessage(m.metaTitle), description: intl.formatMessage(m.metaDescription) };
}
