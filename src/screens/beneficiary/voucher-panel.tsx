import type { IntlShape } from 'react-intl/server';
import type { Locale } from '@/domain/model/locale';
import { formatPrice } from '@/i18n/format';
import { href } from '@/routing/href';
import { voucherPanelMessages as m } from './messages';
import type { BeneficiaryVoucherPanel } from './voucher-panel.server';
import styles from './voucher-panel.module.css';

/**
 * The top of the beneficiary's stays: the voucher's box and value with a way to use another code;
 * when the cookie's code no longer works (or could not be checked), that, and the code form's link.
 * A gift-stay holder never sees this page: it leads to their stay (voucher-home.ts).
 */
export function VoucherPanel({ panel, locale, intl }: { panel: BeneficiaryVoucherPanel; locale: Locale; intl: IntlShape }) {
  if (panel.state === 'none') return null;
  const login = href.beneficiaryLoginPage(locale);
  if (panel.state !== 'valid') {
    return (
      <section className={styles.panel} aria-label={intl.formatMessage(m.title)} data-testid="beneficiary-voucher-panel" data-state={panel.state}>
        <p className={styles.notice} role="status">
          {intl.formatMessage(panel.state === 'refused' ? m.refused : m.unavailable)}
        </p>
        <a className={styles.link} href={login}>
          {intl.formatMessage(m.enterCode)}
        </a>
      </section>
    );
  }
  return (
    // Above the page's heading (the results island renders it): a labelled region, not a heading.
    <section className={styles.panel} aria-labelledby="beneficiary-voucher-title" data-testid="beneficiary-voucher-panel" data-state="valid" data-type={panel.voucher.type}>
      <p id="beneficiary-voucher-title" className={styles.title}>
        {intl.formatMessage(m.title)}
      </p>
      <ul className={styles.facts}>
        <li data-testid="beneficiary-voucher-box">{intl.formatMessage(m.box, { box: panel.title })}</li>
        <li data-testid="beneficiary-voucher-value">{intl.formatMessage(m.value, { value: formatPrice(intl, panel.value) })}</li>
        <li>{intl.formatMessage(m.code, { code: panel.code })}</li>
      </ul>
      <a className={styles.link} href={login} data-testid="beneficiary-another-code">
        {intl.formatMessage(m.anotherCode)}
      </a>
    </section>
  );
}
