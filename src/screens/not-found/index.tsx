import type { Metadata } from 'next';
import { IslandMessages } from '@/components/providers/island-messages';
import { Shell } from '@/components/shell/shell';
import { SITELESS_DEFAULT_LOCALE as DEFAULT_LOCALE } from '@/domain/model/accept-language';
import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { href } from '@/routing';
import type { PageForm } from '@/routing/page-forms';
import { serverNow } from '@/server/clock.server';
import { getSiteConfig } from '@/server/site-config';
import { loadNotFound } from './load.server';
import { notFoundMessageGroup } from './message-group';
import { notFoundMessages as m } from './messages';
import { NotFoundView } from './view';

/** The page's language: the site's, else the visitor's the proxy wrote into the form. */
function languageOf(form: Pick<PageForm, 'site' | 'language'>): Locale {
  return form.site ?? form.language ?? DEFAULT_LOCALE;
}

/**
 * The 404 page of a not-found form (the proxy answers it with status 404): one page per site and
 * language. Its shell's links (sign-in return, language switch) point at the site's home: the page
 * is shared by every missing path.
 */
export async function NotFoundPage({ form }: { form: Pick<PageForm, 'site' | 'language'> }) {
  const language = languageOf(form);
  const data = await loadNotFound(form.site, language);
  const pathname = form.site === null ? href.splash() : href.home(form.site);
  const request = { pathname, segments: [], locale: form.site, customerCare: false };
  const context = { request, searchParams: {}, now: serverNow(), siteUrl: getSiteConfig().siteUrl };
  return (
    <IslandMessages locale={form.site} groups={[notFoundMessageGroup]}>
      <Shell route={null} context={context}>
        <NotFoundView data={data} />
      </Shell>
    </IslandMessages>
  );
}

/**
 * Not indexed, but its links are followed (part 2 §2): Next itself writes `<meta name="robots"
 * content="noindex">` into every response with a 4xx or 5xx status (app-render's NonIndex), and
 * follow is what robots do by default, so a robots entry here would only add a second, redundant tag.
 */
export function notFoundMetadata(language: Locale | null): Metadata {
  return { title: getIntl(language ?? DEFAULT_LOCALE).formatMessage(m.metaTitle) };
}
