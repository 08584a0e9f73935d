import 'server-only';
import { headers } from 'next/headers';
import { localeFromAcceptLanguage } from '@/domain/model/accept-language';
import type { Locale } from '@/domain/model/locale';
import { BELGIAN_LOCALES, resolve } from '@/routing';
import type { RequestContext } from './request-context';

/**
 * The language of a page of the personal tree (rendered per request): the site's; for a page of no
 * site (the country splash) the site the visitor's Accept-Language prefers, fr_FR when none matches —
 * never English. The Belgium splash chooses between its two languages (French when neither is asked
 * for). Cached pages never call this: a not-found form carries the language the proxy chose.
 */
export async function visitorLanguage(request: Pick<RequestContext, 'locale' | 'segments'>): Promise<Locale> {
  if (request.locale !== null) return request.locale;
  const header = (await headers()).get('accept-language');
  if (resolve(request.segments)?.screen === 'be-splash') return localeFromAcceptLanguage(header, BELGIAN_LOCALES, 'fr_BE');
  return localeFromAcceptLanguage(header);
}
