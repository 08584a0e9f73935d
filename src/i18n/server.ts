import { createIntl, createIntlCache, type IntlShape } from 'react-intl/server';
import { languageTag, type Locale } from '@/domain/model/locale';
import { CATALOGUES } from './messages';

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** react-intl for server components: one instance per locale, created once. */
export function getIntl(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale: languageTag(locale), messages: CATALOGUES[locale], defaultLocale: 'en' }, cache);
    intls.set(locale, intl);
  }
  return intl;
}
