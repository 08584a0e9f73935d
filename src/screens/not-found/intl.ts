import { createIntl, createIntlCache, type IntlShape } from 'react-intl/server';
import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';

const englishCache = createIntlCache();
let english: IntlShape | undefined;

/**
 * The site's react-intl, or English defaults for a path outside every site: that page's html lang
 * is "en" (the splash pages' language), so its text is the code's English defaults.
 */
export function intlFor(locale: Locale | null): IntlShape {
  if (locale !== null) return getIntl(locale);
  english ??= createIntl({ locale: 'en', messages: {}, defaultLocale: 'en' }, englishCache);
  return english;
}
