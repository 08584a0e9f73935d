import type { IntlShape } from 'react-intl/server';
import { BlockImage } from '@/components/blocks/block-image';
import { PersonalisationNote, StartGiftOrder } from './islands';
import { GIFT_CARD_PERSONALISATION_ID } from '@/domain/gift/gift-card-amount';
import { giftPersonalisationKey } from '@/domain/gift/personalisation-key';
import type { Locale } from '@/domain/model/locale';
import { PHYSICAL_DELIVERY_WORKING_DAYS } from '@/domain/product/gift-terms';
import { formatPrice } from '@/i18n/format';
import { href } from '@/routing/href';
import { giftBoxValidityText } from '../box/box-texts';
import type { GiftBookingData } from './load';
import { giftBookingMessages as m } from './messages';
import styles from './gift-booking.module.css';

function Personalisation({ intl, storageKey }: { intl: IntlShape; storageKey: string }) {
  return <PersonalisationNote storageKey={storageKey} heading={<h3 className={styles.subheading}>{intl.formatMessage(m.personalisation)}</h3>} />;
}

/** A box's gift summary (part 2 §9): the box, its format, the personalisation, shipping and the total. */
export function BoxSummary({ locale, intl, data }: { locale: Locale; intl: IntlShape; data: Extract<GiftBookingData, { kind: 'boxSummary' }> }) {
  const { box, price } = data;
  const money = (cents: number) => formatPrice(intl, cents);
  return (
    <main id="main" className={styles.page} data-testid="gift-booking-summary">
      <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
      <div className={styles.layout}>
        <section className={styles.stay} aria-labelledby="gift-booking-box">
          {box.image ? <BlockImage src={box.image.url} alt={box.image.alt} width={640} height={360} sizes="(min-width: 900px) 400px, 100vw" className={styles.image} priority /> : null}
          <h2 id="gift-booking-box" className={styles.stayLabel} data-testid="summary-box-title">
            {box.title}
          </h2>
          {box.includedContent.length > 0 ? (
            <>
              <h3 className={styles.subheading}>{intl.formatMessage(m.boxIncluded)}</h3>
              <ul className={styles.included} data-testid="summary-box-included">
                {box.includedContent.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
          <p className={styles.muted} data-testid="summary-box-validity">{giftBoxValidityText(intl)}</p>
        </section>
        <section className={styles.summary} aria-label={intl.formatMessage(m.title)}>
          <dl className={styles.lines}>
            <div>
              <dt>{intl.formatMessage(m.format)}</dt>
              <dd data-testid="summary-format">{intl.formatMessage(price.giftFormat === 'physical' ? m.formatPhysical : m.formatDigital)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.boxPrice)}</dt>
              <dd data-testid="summary-price">{money(price.sellPrice)}</dd>
            </div>
            {price.giftFormat === 'physical' ? (
              <div>
                <dt>
                  {intl.formatMessage(m.shipping)} <span className={styles.muted}>({intl.formatMessage(m.deliveryDays, PHYSICAL_DELIVERY_WORKING_DAYS)})</span>
                </dt>
                <dd data-testid="summary-shipping">{price.shipping > 0 ? `+${money(price.shipping)}` : intl.formatMessage(m.freeDelivery)}</dd>
              </div>
            ) : null}
            <div className={styles.totalLine}>
              <dt>{intl.formatMessage(m.total)}</dt>
              <dd data-testid="summary-total">{money(price.total)}</dd>
            </div>
          </dl>
          <Personalisation intl={intl} storageKey={giftPersonalisationKey('box', box.digitalCode)} />
          <StartGiftOrder
            locale={locale}
            gift={{ type: 'BOX', code: data.code, giftFormat: price.giftFormat }}
            storageKey={giftPersonalisationKey('box', box.digitalCode)}
            back={box.pageHref ? { href: href.box(locale, box.pageHref.slug, box.pageHref.code), label: intl.formatMessage(m.modify) } : null}
          />
        </section>
      </div>
    </main>
  );
}

/** A gift card's summary: the amount, digital delivery (free), the personalisation and the total. */
export function GiftCardSummary({ locale, intl, amount }: { locale: Locale; intl: IntlShape; amount: number }) {
  const money = formatPrice(intl, amount);
  return (
    <main id="main" className={styles.page} data-testid="gift-booking-summary">
      <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
      <div className={styles.layout}>
        <section className={styles.stay} aria-labelledby="gift-booking-card">
          <h2 id="gift-booking-card" className={styles.stayLabel}>
            {intl.formatMessage(m.giftCard)}
          </h2>
          <p className={styles.muted}>{intl.formatMessage(m.giftCardUse)}</p>
        </section>
        <section className={styles.summary} aria-label={intl.formatMessage(m.title)}>
          <dl className={styles.lines}>
            <div>
              <dt>{intl.formatMessage(m.giftCardAmount)}</dt>
              <dd data-testid="summary-price">{money}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.format)}</dt>
              <dd data-testid="summary-format">{intl.formatMessage(m.giftCardDelivery)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.shipping)}</dt>
              <dd data-testid="summary-shipping">{intl.formatMessage(m.freeDelivery)}</dd>
            </div>
            <div className={styles.totalLine}>
              <dt>{intl.formatMessage(m.total)}</dt>
              <dd data-testid="summary-total">{money}</dd>
            </div>
          </dl>
          <Personalisation intl={intl} storageKey={giftPersonalisationKey('giftcard', GIFT_CARD_PERSONALISATION_ID)} />
          <StartGiftOrder
            locale={locale}
            gift={{ type: 'GIFTCARD', amount }}
            storageKey={giftPersonalisationKey('giftcard', GIFT_CARD_PERSONALISATION_ID)}
            back={{ href: href.giftCard(locale), label: intl.formatMessage(m.modify) }}
          />
        </section>
      </div>
    </main>
  );
}
