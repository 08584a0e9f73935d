import type { Locale } from '@/domain/model/locale';

type Catalogue = Record<string, string>;

/**
 * The global error page has no root layout, hence no messages: it loads its site's catalogue on
 * demand (one chunk per locale, only ever downloaded after such a crash) and keeps its own texts.
 */
const LOADERS: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  fr_FR: () => import('../../../locales/fr_FR.json'),
  fr_BE: () => import('../../../locales/fr_BE.json'),
  nl_NL: () => import('../../../locales/nl_NL.json'),
  nl_BE: () => import('../../../locales/nl_BE.json'),
  it_IT: () => import('../../../locales/it_IT.json'),
  es_ES: () => import('../../../locales/es_ES.json'),
};

export async function loadCrashMessages(locale: Locale): Promise<Catalogue> {
  const { default: catalogue } = await LOADERS[locale]();
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => id.startsWith('island.crash.')));
}
