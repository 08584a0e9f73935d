import type { IntlShape } from 'react-intl/server';
import { IntentLink as Link } from '@/components/ui/intent-link';
import type { Locale } from '@/domain/model/locale';
import { href } from '@/routing';
import type { PartnerContext } from './minisite.server';
import { partnerBandMessages as m } from './partner-messages';
import styles from './partner-band.module.css';

/** The partner's branding on the product pages of its context: logo, 'with {partner}', back to its page. */
export function PartnerBand({ partner, locale, intl }: { partner: PartnerContext; locale: Locale; intl: IntlShape }) {
  const values = { partner: partner.name };
  return (
    <section className={styles.band} aria-label={intl.formatMessage(m.label, values)} data-testid="minisite-band" data-partner={partner.slug}>
      {partner.logoUrl ? (
        // The name is written beside it: the logo adds nothing for a screen reader. Sized: no layout shift.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.logo} src={partner.logoUrl} alt="" width={120} height={80} data-testid="minisite-band-logo" />
      ) : null}
      <p className={styles.with}>{intl.formatMessage(m.with, values)}</p>
      <Link className={styles.back} href={href.minisite(locale, partner.slug)}>
        {intl.formatMessage(m.back, values)}
      </Link>
    </section>
  );
}
