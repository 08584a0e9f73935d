import type { Metadata } from 'next';
import { Shell } from '@/components/shell/shell';
import { SITELESS_DEFAULT_LOCALE } from '@/domain/model/accept-language';
import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { href } from '@/routing';
import { serverNow } from '@/server/clock.server';
import type { RequestContext } from '@/server/request-context';
import { getSiteConfig } from '@/server/site-config';
import { crashMessages as m } from './messages';
import styles from './crash.module.css';

/**
 * The page the proxy answers with status 503 (an unavailable form, src/routing/page-forms.ts) when the
 * upstream failed on a page that has nothing to show without it (a product or voucher detail): the
 * crash page's wording, server-rendered in the shell, so a visitor reads what a crash says and a
 * crawler sees a temporary failure (503, Retry-After), never a 404. Rendered per request, never stored.
 */
export function UnavailablePage({ request }: { request: RequestContext }) {
  const context = { request, searchParams: {}, now: serverNow(), siteUrl: getSiteConfig().siteUrl };
  const locale = request.locale ?? SITELESS_DEFAULT_LOCALE;
  const intl = getIntl(locale);
  return (
    <Shell route={null} context={context}>
      <main id="main" className={styles.page}>
        <section className={styles.block} data-testid="crash">
          <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
          <p className={styles.text}>{intl.formatMessage(m.text)}</p>
          {/* A full page load, as from the crash page. */}
          <a className={styles.button} href={href.home(locale)}>
            {intl.formatMessage(m.home)}
          </a>
        </section>
      </main>
    </Shell>
  );
}

/** Its title is the crash page's heading (Next adds noindex to any 5xx answer). */
export function unavailableMetadata(locale: Locale | null): Metadata {
  return { title: getIntl(locale ?? SITELESS_DEFAULT_LOCALE).formatMessage(m.title) };
}
