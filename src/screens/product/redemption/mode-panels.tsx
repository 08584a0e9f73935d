import type { IntlShape } from 'react-intl/server';
import type { Locale } from '@/domain/model/locale';
import { formatPrice } from '@/i18n/format';
import { href } from '@/routing/href';
import { isSlug } from '@/routing/segments';
import type { ProductMode } from '../mode.server';
import { redemptionMessages as r } from './messages';
import { boxModeMessages as b, redemptionStateMessages as s } from './server-messages';
import { VoucherElsewhere } from './voucher-elsewhere';
import bookingStyles from '../booking/booking.module.css';
import productStyles from '../product.module.css';
import styles from './redemption.module.css';

type Redemption = Extract<ProductMode, { kind: 'redemption' }>;
type BoxMode = Extract<ProductMode, { kind: 'box' }>;

/**
 * Redemption without a voucher for this page: why, and the way on (never an error page) — the code
 * form, or for a voucher this stay is not for, what it is for (VoucherElsewhere).
 */
export function RedemptionNotice({ mode, locale, intl }: { mode: Redemption; locale: Locale; intl: IntlShape }) {
  const elsewhere = mode.problem === 'otherProduct' ? mode.elsewhere : null;
  const text = mode.problem === 'refused' ? s.refused : mode.problem === 'unavailable' ? s.unavailable : s.none;
  return (
    <section className={bookingStyles.panel} aria-labelledby="redemption-title" data-testid="redemption-notice" data-problem={mode.problem ?? 'none'}>
      <h2 id="redemption-title" className={bookingStyles.title}>
        {intl.formatMessage(r.title, { type: elsewhere?.kind === 'stay' ? 'SINGLEVOUCHER' : 'BOX' })}
      </h2>
      {elsewhere ? (
        <VoucherElsewhere home={elsewhere} intl={intl} />
      ) : (
        <>
          <p className={styles.notice}>{intl.formatMessage(text)}</p>
          <a className={styles.link} href={href.beneficiaryLoginPage(locale)} data-testid="redemption-login-link">
            {intl.formatMessage(s.login)}
          </a>
        </>
      )}
    </section>
  );
}

/** Box mode (contract with the box page): the stay as one of the box's, the box's price and the way back to offer it. */
export function BoxModePanel({ mode, locale, intl }: { mode: BoxMode; locale: Locale; intl: IntlShape }) {
  const { box } = mode;
  const boxHref = box.slug !== null && isSlug(box.slug) ? href.box(locale, box.slug, box.code) : href.boxes(locale);
  return (
    <section className={`${bookingStyles.panel} ${styles.boxPanel}`} aria-labelledby="box-mode-title" data-testid="box-mode-panel">
      <h2 id="box-mode-title" className={styles.boxTitle}>
        {intl.formatMessage(b.included, { box: box.title })}
      </h2>
      {box.sellPrice !== null ? <p className={styles.notice} data-testid="box-mode-price">{intl.formatMessage(b.price, { price: formatPrice(intl, box.sellPrice) })}</p> : null}
      <a className={bookingStyles.bookButton} href={boxHref} data-testid="box-mode-offer">
        {intl.formatMessage(b.offer)}
      </a>
    </section>
  );
}

/**
 * The header's price in redemption: the BENEFICIARY price type and the gift's value. The page has no
 * dates on the server, so no amount to pay here: the panel says what is left once dates are chosen.
 */
export function RedemptionHeaderPrice({ voucher, intl }: { voucher: { value: number }; intl: IntlShape }) {
  return (
    <div className={productStyles.price} data-testid="product-price" data-price-type="BENEFICIARY">
      <span className={productStyles.priceLabel}>{intl.formatMessage(r.headerValue)}</span> <strong className={productStyles.priceAmount}>{formatPrice(intl, voucher.value)}</strong>
    </div>
  );
}
