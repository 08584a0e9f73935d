import { headers } from 'next/headers';
import { cache } from 'react';
import { localeFromAcceptLanguage } from '@/domain/model/accept-language';
import type { Locale } from '@/domain/model/locale';
import { BELGIAN_LOCALES, resolve } from '@/routing';
import { getRequestContext } from './request-context';

/**
 * The language a page is written in (its `<html lang>`, its texts, the locale it reports with):
 * the site's; for a page of no site (the country splash, a 404 outside every site) the site the
 * visitor's Accept-Language prefers, fr_FR when none matches — never English. The Belgium splash
 * chooses between its two languages (French when neither is asked for).
 */
export const getPageLocale = cache(async (): Promise<Locale> => {
  const { locale, segments } = await getRequestContext();
  if (locale !== null) return locale;
  const header = (await headers()).get('accept-language');
  if (resolve(segments)?.screen === 'be-splash') return localeFromAcceptLanguage(header, BELGIAN_LOCALES, 'fr_BE');
  return localeFromAcceptLanguage(header);
});
