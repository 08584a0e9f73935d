import type { IntlShape } from 'react-intl/server';
import { BlockImage } from '@/components/blocks/block-image';
import { PersonalisationNote, StartGiftOrder } from './islands';
import { Shell } from '@/components/shell/shell';
import { giftPersonalisationKey } from '@/domain/gift/personalisation-key';
import { GIFT_BUCKET_OPTIONS } from '@/domain/product/gift-price-list';
import { PHYSICAL_DELIVERY_WORKING_DAYS, STAY_GIFT_PEOPLE, STAY_GIFT_VALIDITY_MONTHS } from '@/domain/product/gift-terms';
import { formatPrice } from '@/i18n/format';
import { getIntl } from '@/i18n/server';
import { href, type RouteOf } from '@/routing';
import type { Locale } from '@/domain/model/locale';
import { giftSetupHref } from './gift-setup-href';
import type { ScreenContext } from '../screen-module';
import type { GiftBookingData } from './load';
import { giftBookingMessages as m } from './messages';
import { BoxSummary, GiftCardSummary } from './other-summaries';
import styles from './gift-booking.module.css';

const BUCKET_NAMES = { essential: m.bucketEssential, serenity: m.bucketSerenity, liberty: m.bucketLiberty } as const;

function Message({ title, body, back }: { title: string; body: string; back: { href: string; label: string } }) {
  return (
    <main id="main" className={styles.page} data-testid="gift-booking-message">
      <h1 className={styles.title}>{title}</h1>
      <p>{body}</p>
      <p>
        <a className={styles.secondary} href={back.href}>
          {back.label}
        </a>
      </p>
    </main>
  );
}

/**
 * The gift summary of a single voucher (the stay, its gift setup), a box or a gift card, with the
 * personalisation and the total priced again on the server, in the simplified shell. Continue
 * starts the order (the API prices it again) and goes to its booking step.
 */
export function GiftBookingView({ route, data, context }: { route: RouteOf<'gift-booking'>; data: GiftBookingData; context: ScreenContext }) {
  const { locale } = route;
  const intl = getIntl(locale);
  const homeBack = { href: href.home(locale), label: intl.formatMessage(m.home) };
  let body;
  switch (data.kind) {
    case 'invalid':
      body = <Message title={intl.formatMessage(m.invalidTitle)} body={intl.formatMessage(m.invalidBody)} back={homeBack} />;
      break;
    case 'boxSummary':
      body = <BoxSummary locale={locale} intl={intl} data={data} />;
      break;
    case 'boxNotPriced':
      body = (
        <Message
          title={intl.formatMessage(data.reason === 'changed' ? m.changedTitle : m.unavailableTitle)}
          body={intl.formatMessage(data.reason === 'changed' ? m.boxChangedBody : m.boxUnavailableBody)}
          back={data.box?.pageHref ? { href: href.box(locale, data.box.pageHref.slug, data.box.pageHref.code), label: intl.formatMessage(m.modify) } : homeBack}
        />
      );
      break;
    case 'giftcardSummary':
      body = <GiftCardSummary locale={locale} intl={intl} amount={data.amount} />;
      break;
    case 'unavailable':
      body = (
        <Message
          title={intl.formatMessage(m.unavailableTitle)}
          body={intl.formatMessage(m.unavailableBody)}
          back={data.product ? { href: giftSetupHref(locale, data.product.id, data.choice), label: intl.formatMessage(m.modify) } : homeBack}
        />
      );
      break;
    case 'changed':
      body = (
        <Message
          title={intl.formatMessage(m.changedTitle)}
          body={intl.formatMessage(m.changedBody)}
          back={{ href: giftSetupHref(locale, data.product.id, data.choice), label: intl.formatMessage(m.modify) }}
        />
      );
      break;
    case 'summary':
      body = <Summary locale={locale} intl={intl} data={data} />;
      break;
  }
  return (
    <Shell route={route} context={context} variant="simplified" pageKind="other" flow="gifting">
      {body}
    </Shell>
  );
}

function Summary({ locale, intl, data }: { locale: Locale; intl: IntlShape; data: Extract<GiftBookingData, { kind: 'summary' }> }) {
  const { product, priced, subElements } = data;
  const { choice } = priced;
  const price = (cents: number) => formatPrice(intl, cents);
  const bucket = GIFT_BUCKET_OPTIONS.find((option) => option.bucket === choice.bucket);
  return (
    <main id="main" className={styles.page} data-testid="gift-booking-summary">
      <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
      <div className={styles.layout}>
        <section className={styles.stay} aria-labelledby="gift-booking-stay">
          {product.image ? <BlockImage src={product.image.url} alt={product.image.alt} width={640} height={360} sizes="(min-width: 900px) 400px, 100vw" className={styles.image} priority /> : null}
          <h2 id="gift-booking-stay" className={styles.stayLabel}>
            {product.label}
          </h2>
          <p className={styles.hotel}>{product.hotel}</p>
          <p className={styles.muted}>{intl.formatMessage(m.validity, { years: STAY_GIFT_VALIDITY_MONTHS / 12, people: STAY_GIFT_PEOPLE })}</p>
        </section>
        <section className={styles.summary} aria-label={intl.formatMessage(m.title)}>
          <dl className={styles.lines}>
            <div>
              <dt>{intl.formatMessage(m.format)}</dt>
              <dd data-testid="summary-format">{intl.formatMessage(choice.giftFormat === 'physical' ? m.formatPhysical : m.formatDigital)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.nights)}</dt>
              <dd data-testid="summary-nights">{intl.formatMessage(m.nightsValue, { nights: choice.giftNights })}</dd>
            </div>
            {priced.multiPrice && bucket ? (
              <div>
                <dt>{intl.formatMessage(m.bucket)}</dt>
                <dd data-testid="summary-bucket">{intl.formatMessage(BUCKET_NAMES[bucket.name])}</dd>
              </div>
            ) : null}
            <div>
              <dt>{intl.formatMessage(m.giftPrice)}</dt>
              <dd>{price(priced.sellPrice)}</dd>
            </div>
            {choice.upsell === 'availability' ? (
              <div>
                <dt>{intl.formatMessage(m.upsell)}</dt>
                <dd data-testid="summary-upsell">+{price(priced.upsellAmount)}</dd>
              </div>
            ) : null}
            {subElements.map((element) => (
              <div key={element.id} data-testid="summary-option">
                <dt>{element.name}</dt>
                <dd>{element.price > 0 ? `+${price(element.price)}` : intl.formatMessage(m.freeDelivery)}</dd>
              </div>
            ))}
            {choice.giftFormat === 'physical' ? (
              <div>
                <dt>
                  {intl.formatMessage(m.shipping)} <span className={styles.muted}>({intl.formatMessage(m.deliveryDays, PHYSICAL_DELIVERY_WORKING_DAYS)})</span>
                </dt>
                <dd data-testid="summary-shipping">{priced.shipping > 0 ? `+${price(priced.shipping)}` : intl.formatMessage(m.freeDelivery)}</dd>
              </div>
            ) : null}
            <div className={styles.totalLine}>
              <dt>{intl.formatMessage(m.total)}</dt>
              <dd data-testid="summary-total">{price(priced.total)}</dd>
            </div>
          </dl>
          <PersonalisationNote
            storageKey={giftPersonalisationKey('stay', String(product.id))}
            heading={<h3 className={styles.subheading}>{intl.formatMessage(m.personalisation)}</h3>}
          />
          <StartGiftOrder
            locale={locale}
            gift={{ type: 'SINGLEVOUCHER', productId: product.id, giftFormat: choice.giftFormat, giftNights: choice.giftNights, bucket: choice.bucket, upsell: choice.upsell, subElements: [...choice.subElements] }}
            storageKey={giftPersonalisationKey('stay', String(product.id))}
            back={{ href: giftSetupHref(locale, product.id, choice), label: intl.formatMessage(m.modify) }}
          />
        </section>
      </div>
    </main>
  );
}
