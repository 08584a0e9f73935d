import type { Metadata } from 'next';
import { LOCALES, languageTag } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { absoluteUrl, href, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import type { HomeData } from './load';
import { homeMessages as m } from './messages';

/**
 * Title and description from the CMS's SEO data (they already carry the brand, so the layout's
 * title template is skipped). The Gifts page is its own URL (?flow=gifting): its canonical and
 * hreflang point to the Gifts page of each site; the Stays page gets the default ones.
 */
export function metadata(route: RouteOf<'home'>, data: HomeData, context: ScreenContext): Metadata {
  const intl = getIntl(route.locale);
  const text = data.seo
    ? { title: { absolute: data.seo.title }, description: data.seo.description }
    : { title: intl.formatMessage(m.metaTitle), description: intl.formatMessage(m.metaDescription) };
  if (data.flow !== 'gifting') return text;

  const url = (path: string) => absoluteUrl(path, context.siteUrl);
  const languages: Record<string, string> = Object.fromEntries(LOCALES.map((locale) => [languageTag(locale), url(href.home(locale, { flow: 'gifting' }))]));
  languages['x-default'] = url(href.splash());
  return { ...text, alternates: { canonical: url(href.home(route.locale, { flow: 'gifting' })), languages } };
}
