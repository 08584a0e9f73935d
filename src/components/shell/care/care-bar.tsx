import { CareSession } from '@/care/care-session';
import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { shellMessages as m } from '../messages';
import { ShareLinkTool } from './islands';
import styles from './care-bar.module.css';

/** Customer-care mode (part 2 §6): says so on every page and offers the share-link tool. */
export function CareBar({ locale, siteUrl }: { locale: Locale; siteUrl: string }) {
  const intl = getIntl(locale);
  return (
    <section className={styles.bar} aria-label={intl.formatMessage(m.careMode)} data-testid="care-bar">
      <p className={styles.label}>{intl.formatMessage(m.careMode)}</p>
      <ShareLinkTool siteUrl={siteUrl} />
      <CareSession locale={locale} />
    </section>
  );
}
