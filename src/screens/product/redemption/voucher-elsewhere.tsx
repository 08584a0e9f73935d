import type { IntlShape } from 'react-intl';
import type { VoucherHome } from '../../beneficiary/voucher-home';
import { voucherElsewhereMessages as m } from './voucher-elsewhere-messages';
import styles from './redemption.module.css';

/**
 * A voucher this stay is not for: what it is for (its gift stay, or its box) and the link there. One
 * notice for the page's own check (the server's RedemptionNotice) and init-checkout's refusal at Book
 * (the redemption panel), so both say the same thing.
 */
export function VoucherElsewhere({ home, intl }: { home: VoucherHome; intl: Pick<IntlShape, 'formatMessage'> }) {
  const stay = home.kind === 'stay';
  return (
    <>
      <p className={styles.notice} data-testid="redemption-elsewhere" data-kind={home.kind}>
        {stay ? intl.formatMessage(m.otherProduct, { stay: home.title }) : intl.formatMessage(m.otherBox, { box: home.title })}
      </p>
      <a className={styles.link} href={home.href} data-testid="redemption-voucher-home">
        {intl.formatMessage(stay ? m.goToStay : m.goToBoxStays)}
      </a>
    </>
  );
}
