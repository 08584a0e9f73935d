import type { Metadata } from 'next';
import { Shell } from '@/components/shell/shell';
import { getIntl } from '@/i18n/server';
import { href } from '@/routing';
import { serverNow } from '@/server/clock.server';
import { getPageLocale } from '@/server/page-locale';
import { getRequestContext } from '@/server/request-context';
import { getSiteConfig } from '@/server/site-config';
import { crashMessages as m } from './messages';
import styles from './crash.module.css';

/**
 * The page the proxy answers with status 503 (REQUEST_HEADERS.unavailable) when the upstream failed on
 * a page that has nothing to show without it (a product or voucher detail): the crash page's wording,
 * server-rendered in the shell, so a visitor reads what a crash says and a crawler sees a temporary
 * failure (503, Retry-After), never a 404.
 */
export async function UnavailablePage() {
  const request = await getRequestContext();
  const context = { request, searchParams: {}, now: serverNow(), siteUrl: getSiteConfig().siteUrl };
  const locale = await getPageLocale();
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
export async function unavailableMetadata(): Promise<Metadata> {
  return { title: getIntl(await getPageLocale()).formatMessage(m.title) };
}
