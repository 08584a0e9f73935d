import { IntentLink as Link } from '@/components/ui/intent-link';
import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { href } from '@/routing/href';
import { contentMessages as m } from './messages';
import styles from './unavailable.module.css';

/** The clean error section of a CMS page whose content could not be loaded (not a 404). */
export function Unavailable({ locale }: { locale: Locale }) {
  const intl = getIntl(locale);
  return (
    <section className={styles.unavailable} aria-labelledby="content-unavailable">
      <h1 id="content-unavailable">{intl.formatMessage(m.unavailableTitle)}</h1>
      <p>{intl.formatMessage(m.unavailableText)}</p>
      <Link className={styles.button} href={href.home(locale)}>
        {intl.formatMessage(m.home)}
      </Link>
    </section>
  );
}
