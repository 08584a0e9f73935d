import { getIntl } from '@/i18n/server';
import type { Locale } from '@/domain/model/locale';
import { visitorLanguage } from '@/server/page-locale';
import { defineScreen } from '../screen-module';
import { splashMessages as m } from './messages';
import { SplashView } from './view';

/**
 * `/`: the country splash (no site, no upstream call; the six home pages are its hreflang set),
 * written in the visitor's language among the six sites (Accept-Language, fr_FR otherwise).
 */
export const splashScreen = defineScreen<'splash', { language: Locale }>({
  load: async (_route, context) => ({ language: await visitorLanguage(context.request) }),
  metadata: (_route, { language }) => {
    const intl = getIntl(language);
    return { title: { absolute: intl.formatMessage(m.metaTitle) }, description: intl.formatMessage(m.metaDescription) };
  },
  View: SplashView,
});
