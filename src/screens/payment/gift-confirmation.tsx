import type { IntlShape } from 'react-intl/server';
import { giftDeliverable, recipientOf, type BookedGiftCheckout, type GiftDeliverable } from '@/checkout/gift-deliverable';
import { formatPrice } from '@/i18n/format';
import type { Locale } from '@/domain/model/locale';
import { href } from '@/routing/href';
import { longDay } from '../booking/summary';
import { giftPaymentMessages as m } from './gift-messages';
import { recipientText } from './gift-order-summary';
import { PrintButton } from './islands';
import summaryStyles from '@/components/booking/checkout-summary.module.css';
import styles from './payment.module.css';

/**
 * What the buyer of a gift receives, on the confirmation (contract §7): the e-voucher of a digital
 * box or gift stay (a printable page: the print stylesheet keeps this block alone), a physical
 * gift's delivery with its code, or a gift card's serial number and balance.
 */
export function GiftConfirmation({ checkout, intl, siteOrigin }: { checkout: BookedGiftCheckout; intl: IntlShape; siteOrigin: string }) {
  const deliverable = giftDeliverable(checkout);
  if (deliverable === null) {
    return (
      <section className={summaryStyles.card} data-testid="gift-missing-code">
        <p>{intl.formatMessage(m.missingCode)}</p>
      </section>
    );
  }
  if (deliverable.kind === 'giftcard') return <GiftCardBlock card={deliverable} intl={intl} />;
  if (deliverable.kind === 'physical') return <ParcelBlock parcel={deliverable} intl={intl} />;
  return <EVoucher voucher={deliverable} people={checkout.gift.people} label={checkout.label} intl={intl} siteOrigin={siteOrigin} locale={checkout.locale} />;
}

function Fact({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function Redeem({ intl, siteOrigin, locale }: { intl: IntlShape; siteOrigin: string; locale: Locale }) {
  // The code form of the order's own site: printed or forwarded, the address keeps the recipient's language
  // (the fixed /beneficiary/login picks a site from the page a visitor comes from, which a paper voucher has not).
  const path = href.beneficiaryLoginPage(locale);
  const entry = `${siteOrigin}${path}`;
  return (
    <div data-testid="gift-voucher-redeem">
      <h3 className={styles.voucherSubtitle}>{intl.formatMessage(m.redeemTitle)}</h3>
      <ol className={styles.redeemSteps}>
        <li>
          {intl.formatMessage(m.redeemGo)} <a href={path}>{entry}</a>
        </li>
        <li>{intl.formatMessage(m.redeemCode)}</li>
        <li>{intl.formatMessage(m.redeemChoose)}</li>
        <li>{intl.formatMessage(m.redeemBook)}</li>
      </ol>
    </div>
  );
}

function EVoucher({
  voucher,
  people,
  label,
  intl,
  siteOrigin,
  locale,
}: {
  voucher: Extract<GiftDeliverable, { kind: 'e-voucher' }>;
  people: number | null;
  label: string | null;
  intl: IntlShape;
  siteOrigin: string;
  locale: Locale;
}) {
  const recipient = recipientOf(voucher);
  return (
    <section className={`${summaryStyles.card} ${styles.voucher}`} aria-labelledby="gift-voucher" data-testid="gift-voucher">
      <h2 id="gift-voucher" className={summaryStyles.cardTitle}>
        {intl.formatMessage(m.voucherTitle)}
      </h2>
      {label ? <p className={summaryStyles.stayLabel}>{label}</p> : null}
      {people !== null ? <p>{intl.formatMessage(m.voucherPeople, { people })}</p> : null}
      <p className={styles.reference} data-testid="gift-voucher-code">
        {voucher.code}
      </p>
      <dl className={summaryStyles.facts}>
        <Fact label={intl.formatMessage(m.voucherValue)} testId="gift-voucher-value">
          {formatPrice(intl, voucher.value)}
        </Fact>
        {voucher.validUntil ? (
          <Fact label={intl.formatMessage(m.voucherValidUntil)} testId="gift-voucher-validity">
            <time dateTime={voucher.validUntil}>{longDay(intl, voucher.validUntil)}</time>
          </Fact>
        ) : null}
        {voucher.fromName ? (
          <Fact label={intl.formatMessage(m.voucherFrom)} testId="gift-voucher-from">
            {voucher.fromName}
          </Fact>
        ) : null}
      </dl>
      {voucher.message ? (
        <blockquote className={styles.voucherMessage} data-testid="gift-voucher-message">
          {voucher.message}
        </blockquote>
      ) : null}
      <Redeem intl={intl} siteOrigin={siteOrigin} locale={locale} />
      {recipient ? (
        <p className={styles.noPrint} data-testid="gift-voucher-sent">
          {intl.formatMessage(m.deliveryByEmail, { recipient: recipientText(recipient.name, recipient.email), date: longDay(intl, recipient.sendOn) })}
        </p>
      ) : null}
      <p className={styles.noPrint}>
        <PrintButton label={intl.formatMessage(m.print)} className={styles.print} />
      </p>
    </section>
  );
}

function ParcelBlock({ parcel, intl }: { parcel: Extract<GiftDeliverable, { kind: 'physical' }>; intl: IntlShape }) {
  return (
    <section className={summaryStyles.card} aria-labelledby="gift-parcel" data-testid="gift-parcel">
      <h2 id="gift-parcel" className={summaryStyles.cardTitle}>
        {intl.formatMessage(m.deliveryTitle)}
      </h2>
      {parcel.estimate ? (
        <p data-testid="gift-parcel-estimate">
          {intl.formatMessage(m.deliveryEstimate, { from: longDay(intl, parcel.estimate.from), to: longDay(intl, parcel.estimate.to) })}
        </p>
      ) : null}
      {parcel.address ? (
        <address data-testid="gift-parcel-address">
          {parcel.address.firstName} {parcel.address.lastName}
          <br />
          {parcel.address.street}
          <br />
          {parcel.address.postalCode} {parcel.address.city}, {parcel.address.country}
        </address>
      ) : null}
      <dl className={summaryStyles.facts}>
        <Fact label={intl.formatMessage(m.physicalCode)} testId="gift-parcel-code">
          {parcel.code}
        </Fact>
        <Fact label={intl.formatMessage(m.voucherValue)} testId="gift-parcel-value">
          {formatPrice(intl, parcel.value)}
        </Fact>
        {parcel.validUntil ? (
          <Fact label={intl.formatMessage(m.voucherValidUntil)} testId="gift-parcel-validity">
            <time dateTime={parcel.validUntil}>{longDay(intl, parcel.validUntil)}</time>
          </Fact>
        ) : null}
      </dl>
      <p className={summaryStyles.muted}>{intl.formatMessage(m.physicalCodeNote)}</p>
    </section>
  );
}

function GiftCardBlock({ card, intl }: { card: Extract<GiftDeliverable, { kind: 'giftcard' }>; intl: IntlShape }) {
  const recipient = recipientOf(card);
  return (
    <section className={summaryStyles.card} aria-labelledby="gift-card" data-testid="gift-card">
      <h2 id="gift-card" className={summaryStyles.cardTitle}>
        {intl.formatMessage(m.cardTitle)}
      </h2>
      <dl className={summaryStyles.facts}>
        <Fact label={intl.formatMessage(m.cardSerial)} testId="gift-card-serial">
          {card.code}
        </Fact>
        <Fact label={intl.formatMessage(m.cardBalance)} testId="gift-card-balance">
          {formatPrice(intl, card.value)}
        </Fact>
        {card.validUntil ? (
          <Fact label={intl.formatMessage(m.voucherValidUntil)} testId="gift-card-validity">
            <time dateTime={card.validUntil}>{longDay(intl, card.validUntil)}</time>
          </Fact>
        ) : null}
      </dl>
      <p data-testid="gift-card-use">{intl.formatMessage(m.cardUse)}</p>
      {recipient ? (
        <p data-testid="gift-card-sent">
          {intl.formatMessage(m.deliveryByEmail, { recipient: recipientText(recipient.name, recipient.email), date: longDay(intl, recipient.sendOn) })}
        </p>
      ) : null}
    </section>
  );
}
