import type { IntlShape } from 'react-intl/server';
import { BlockImage } from '@/components/blocks/block-image';
import type { GiftCheckout } from '@/domain/checkout/checkout-kind';
import { GIFT_BUCKET_OPTIONS } from '@/domain/product/gift-price-list';
import { STAY_GIFT_PEOPLE, STAY_GIFT_VALIDITY_MONTHS } from '@/domain/product/gift-terms';
import { formatPrice } from '@/i18n/format';
import { giftBoxValidityText } from '../box/box-texts';
import { giftBookingMessages as g } from '../gift-booking/messages';
import type { GiftStepData } from './gift-step.server';
import { giftStepMessages as m } from './gift-step-messages';
import styles from '@/components/booking/checkout-summary.module.css';

const BUCKET_NAMES = { essential: g.bucketEssential, serenity: g.bucketSerenity, liberty: g.bucketLiberty } as const;

/** The validity of what the gift's code is worth (part 1 §9): a box 1.5 years for 2, a gift stay 1 year for 2, a card 12 months. */
function validityText(intl: IntlShape, checkout: GiftCheckout): string {
  switch (checkout.gift.type) {
    case 'BOX':
      return giftBoxValidityText(intl);
    case 'SINGLEVOUCHER':
      return intl.formatMessage(g.validity, { years: STAY_GIFT_VALIDITY_MONTHS / 12, people: STAY_GIFT_PEOPLE });
    case 'GIFTCARD':
      return intl.formatMessage(m.giftCardValidity, { months: checkout.gift.validityMonths });
  }
}

/**
 * A gift order's gift on its booking step (contract §7, part 2 §2 box booking variant): the box
 * (image, title, included content), the gift stay (image, label, hotel, nights, bucket, upsell) or
 * the gift card's amount; its format; the personalisation with the way back to change it; the
 * options; the validity. Server-rendered from the checkout (and the catalogue's description).
 */
export function GiftSummary({ checkout, step, intl }: { checkout: GiftCheckout; step: GiftStepData; intl: IntlShape }) {
  const { gift } = checkout;
  const image = step.box?.image ?? step.product?.image ?? null;
  const title = gift.type === 'GIFTCARD' ? intl.formatMessage(g.giftCard) : (step.box?.title ?? step.product?.label ?? checkout.label ?? '');
  const bucket = GIFT_BUCKET_OPTIONS.find((option) => option.bucket === gift.bucket);
  const { fromName, message } = gift.personalisation;
  return (
    <section className={styles.card} aria-labelledby="booking-gift" data-testid="booking-gift" data-gift-type={gift.type}>
      <h2 id="booking-gift" className={styles.cardTitle}>
        {intl.formatMessage(m.giftTitle)}
      </h2>
      {image ? <BlockImage src={image.url} alt={image.alt} width={640} height={360} sizes="(min-width: 900px) 560px, 100vw" priority /> : null}
      <p className={styles.stayLabel} data-testid="booking-gift-title">
        {title}
      </p>
      {step.product ? <p className={styles.muted}>{step.product.hotel}</p> : null}
      {step.box && step.box.includedContent.length > 0 ? (
        <>
          <h3 className={styles.cardTitle}>{intl.formatMessage(g.boxIncluded)}</h3>
          <ul className={styles.list} data-testid="booking-gift-included">
            {step.box.includedContent.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      <dl className={styles.facts}>
        {gift.type === 'GIFTCARD' ? (
          <div>
            <dt>{intl.formatMessage(g.giftCardAmount)}</dt>
            <dd data-testid="booking-gift-amount">{formatPrice(intl, gift.voucherValue)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage(g.format)}</dt>
          <dd data-testid="booking-gift-format">{intl.formatMessage(gift.type === 'GIFTCARD' ? g.giftCardDelivery : gift.giftFormat === 'physical' ? g.formatPhysical : g.formatDigital)}</dd>
        </div>
        {gift.giftNights !== null ? (
          <div>
            <dt>{intl.formatMessage(g.nights)}</dt>
            <dd data-testid="booking-gift-nights">{intl.formatMessage(g.nightsValue, { nights: gift.giftNights })}</dd>
          </div>
        ) : null}
        {gift.type === 'SINGLEVOUCHER' && bucket ? (
          <div>
            <dt>{intl.formatMessage(g.bucket)}</dt>
            <dd data-testid="booking-gift-bucket">{intl.formatMessage(BUCKET_NAMES[bucket.name])}</dd>
          </div>
        ) : null}
        {gift.upsell === 'availability' ? (
          <div>
            <dt>{intl.formatMessage(g.upsell)}</dt>
            <dd data-testid="booking-gift-upsell">+{formatPrice(intl, gift.amounts.availabilityUpsell)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage(m.validity)}</dt>
          <dd data-testid="booking-gift-validity">{validityText(intl, checkout)}</dd>
        </div>
      </dl>
      {gift.subElements.length > 0 ? (
        <>
          <h3 className={styles.cardTitle}>{intl.formatMessage(m.optionsTitle)}</h3>
          <dl className={styles.lines} data-testid="booking-gift-options">
            {gift.subElements.map((element) => (
              <div key={element.id}>
                <dt>{element.name}</dt>
                <dd>{element.price > 0 ? `+${formatPrice(intl, element.price)}` : intl.formatMessage(g.freeDelivery)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <h3 className={styles.cardTitle}>{intl.formatMessage(m.personalisationTitle)}</h3>
      {fromName !== null || message !== null ? (
        <dl className={styles.facts} data-testid="booking-gift-personalisation">
          {fromName !== null ? (
            <div>
              <dt>{intl.formatMessage(m.fromName)}</dt>
              <dd data-testid="booking-gift-from">{fromName}</dd>
            </div>
          ) : null}
          {message !== null ? (
            <div>
              <dt>{intl.formatMessage(m.message)}</dt>
              <dd data-testid="booking-gift-message">{message}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className={styles.muted}>{intl.formatMessage(m.noPersonalisation)}</p>
      )}
      <p>
        <a href={step.backHref} data-testid="booking-gift-change">
          {intl.formatMessage(m.changePersonalisation)}
        </a>
      </p>
    </section>
  );
}
