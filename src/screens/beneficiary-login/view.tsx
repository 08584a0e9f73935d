import { Shell } from '@/components/shell/shell';
import { getIntl } from '@/i18n/server';
import { href, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { VoucherForm } from './islands';
import type { BeneficiaryLoginData } from './load';
import { beneficiaryLoginMessages as m } from './messages';
import styles from './beneficiary-login.module.css';

/**
 * The beneficiary entry (part 2 §2 fixed path /beneficiary/login, the burger's gift-box login
 * link): the gift-box code form; a valid code opens the stays the box can be used for.
 */
export function BeneficiaryLoginView({ route, data, context }: { route: RouteOf<'beneficiary-login'>; data: BeneficiaryLoginData; context: ScreenContext }) {
  const intl = getIntl(route.locale);
  return (
    <Shell route={route} context={context} flow="gifting">
      <main id="main" className={styles.page} data-testid="beneficiary-login">
        <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
        <p className={styles.intro}>{intl.formatMessage(m.intro)}</p>
        {data.activeCode ? (
          <p className={styles.active} data-testid="beneficiary-active-voucher">
            {intl.formatMessage(m.active, { code: data.activeCode })}{' '}
            <a className={styles.link} href={href.search(route.locale, { flow: 'beneficiary' })}>
              {intl.formatMessage(m.activeLink)}
            </a>
          </p>
        ) : null}
        <VoucherForm locale={route.locale} />
      </main>
    </Shell>
  );
}
