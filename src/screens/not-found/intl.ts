import type { IntlShape } from 'react-intl/server';
import { SITELESS_DEFAULT_LOCALE } from '@/domain/model/accept-language';
import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';

/**
 * The site's react-intl. Kept for pages that always belong to a site (the 503 page of a product
 * detail): a page that may belong to none takes its language from getPageLocale()
 * (src/server/page-locale.ts, the visitor's Accept-Language), as the not-found page does. Never
 * English: without a site, the default site's language.
 */
export function intlFor(locale: Locale | null): IntlShape {
  return getIntl(locale ?? SITELESS_DEFAULT_LOCALE);
}
