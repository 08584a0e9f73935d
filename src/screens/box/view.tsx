import type { IntlShape } from 'react-intl/server';
import { Gallery } from '@/components/gallery';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumb } from '@/components/shell/breadcrumb/breadcrumb';
import { Shell } from '@/components/shell/shell';
import { boxPriceDisplay } from '@/domain/box';
import { hasPromoBadge } from '@/domain/cards/promo';
import { PHYSICAL_DELIVERY_WORKING_DAYS } from '@/domain/product/gift-terms';
import { formatPrice } from '@/i18n/format';
import { getIntl } from '@/i18n/server';
import { absoluteUrl, href, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { boxFormatTexts, giftBoxValidityText } from './box-texts';
import { BoxOfferPanel, BoxStays } from './islands';
import type { BoxData } from './load';
import { boxMessages as m } from './messages';
import { boxProductData } from '@/crawlers/structured-data';
import styles from './box.module.css';

/** Part 2 §9 (copy): a box can be changed for free up to 2 days before the stay. */
export const BOX_CHANGE_FREE_DAYS = 2;

type LoadedBox = Extract<BoxData, { kind: 'box' }>;

function Unavailable({ route, intl }: { route: RouteOf<'box'>; intl: IntlShape }) {
  return (
    <section className={styles.error} aria-labelledby="box-error" data-testid="box-error">
      <h1 id="box-error">{intl.formatMessage(m.errorTitle)}</h1>
      <p>{intl.formatMessage(m.errorText)}</p>
      <a className={styles.primaryLink} href={href.box(route.locale, route.params.slug, route.params.code)}>
        {intl.formatMessage(m.errorRetry)}
      </a>
    </section>
  );
}

function PriceBlock({ data, intl }: { data: LoadedBox; intl: IntlShape }) {
  const price = boxPriceDisplay(data.box.sellPrice, data.box.referencePrice);
  return (
    <p className={styles.price} data-testid="box-price">
      <span className={styles.visuallyHidden}>{intl.formatMessage(m.priceLabel)} </span>
      <strong className={styles.sellPrice} data-testid="box-sell-price">
        {formatPrice(intl, price.sellPrice)}
      </strong>
      {price.referencePrice !== null ? (
        <>
          {' '}
          <s className={styles.referencePrice} data-testid="box-reference-price">
            <span className={styles.visuallyHidden}>{intl.formatMessage(m.referencePrice, { price: '' })}</span>
            {formatPrice(intl, price.referencePrice)}
          </s>
        </>
      ) : null}
      {hasPromoBadge(price.promo) ? (
        <>
          {' '}
          <span className={styles.promo} data-testid="box-promo">
            {intl.formatMessage(m.promo, { percent: price.promo })}
          </span>
        </>
      ) : null}
    </p>
  );
}

/**
 * The two formats (native disclosure widgets): digital always; physical unless not offered (IT, no
 * physical version), and then the heading speaks of the digital box only.
 */
function Formats({ data, intl, title }: { data: LoadedBox; intl: IntlShape; title: string }) {
  const { physical, physicalFee } = data;
  return (
    <section className={styles.section} aria-labelledby="box-formats-title" data-testid="box-formats">
      <h2 id="box-formats-title" className={styles.sectionTitle}>
        {title}
      </h2>
      <details className={styles.format} open data-testid="box-format-digital">
        <summary className={styles.formatSummary}>{intl.formatMessage(m.digitalTitle)}</summary>
        <p>{intl.formatMessage(m.digitalText)}</p>
      </details>
      {physical.kind !== 'notOffered' ? (
        <details className={styles.format} data-testid="box-format-physical">
          <summary className={styles.formatSummary}>{intl.formatMessage(m.physicalTitle)}</summary>
          <p>{intl.formatMessage(m.physicalText)}</p>
          {physical.kind === 'disabled' ? (
            <p className={styles.unavailableFormat} data-testid="box-physical-unavailable">
              {intl.formatMessage(m.physicalUnavailable)}
            </p>
          ) : (
            <ul className={styles.delivery} data-testid="box-delivery">
              <li>{intl.formatMessage(m.deliveryDays, PHYSICAL_DELIVERY_WORKING_DAYS)}</li>
              {physicalFee ? (
                <li data-testid="box-delivery-fee">
                  {physicalFee.kind === 'free'
                    ? intl.formatMessage(m.freeDelivery)
                    : intl.formatMessage(m.deliveryFee, { amount: formatPrice(intl, physicalFee.amount) })}
                </li>
              ) : null}
            </ul>
          )}
        </details>
      ) : null}
    </section>
  );
}

/**
 * The box detail page (issue 12; part 2 §2, §9; part 1 §9), server-rendered: gallery, title,
 * included content, description, price with its reference and discount, the formats, validity and
 * the free box change, the stays available with the box (first page rendered here, the next ones
 * loaded as the list scrolls, with their map), how it works, Product structured data. The Offer
 * panel opens the gift dialog (format, personalisation, summary) and hands off to the gift booking.
 */
export function BoxView({ route, data, context }: { route: RouteOf<'box'>; data: BoxData; context: ScreenContext }) {
  const intl = getIntl(route.locale);
  if (data.kind === 'unavailable') {
    return (
      <Shell route={route} context={context} pageKind="product" flow="gifting">
        <main id="main" className={styles.page} data-testid="box-page">
          <Unavailable route={route} intl={intl} />
        </main>
      </Shell>
    );
  }
  const { box, digitalCode } = data;
  const formatTexts = boxFormatTexts(intl, data.physical);
  const slug = box.slug ?? route.params.slug;
  const canonical = absoluteUrl(href.box(route.locale, slug, digitalCode), context.siteUrl);
  const crumbs = [
    { label: intl.formatMessage(m.breadcrumbHome), url: href.home(route.locale) },
    { label: intl.formatMessage(m.breadcrumbBoxes), url: href.boxes(route.locale) },
    { label: box.title, url: href.box(route.locale, route.params.slug, route.params.code) },
  ];
  const paragraphs = (box.description ?? '').split(/\n{2,}|\r?\n/).map((text) => text.trim()).filter(Boolean);
  return (
    <Shell route={route} context={context} pageKind="product" flow="gifting">
      <main id="main" className={styles.page} data-testid="box-page" data-box-code={box.code}>
        <Breadcrumb items={crumbs} context={context} />
        <Gallery locale={route.locale} images={box.gallery} label={box.title} />
        <div className={styles.layout}>
          <div className={styles.content}>
            <h1 className={styles.title}>{box.title}</h1>
            {box.includedContent.length > 0 ? (
              <section className={styles.section} aria-labelledby="box-included-title">
                <h2 id="box-included-title" className={styles.sectionTitle}>
                  {intl.formatMessage(m.includedTitle)}
                </h2>
                <ul className={styles.included} data-testid="box-included">
                  {box.includedContent.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            {paragraphs.length > 0 ? (
              <section className={styles.section} aria-labelledby="box-description-title">
                <h2 id="box-description-title" className={styles.sectionTitle}>
                  {intl.formatMessage(m.descriptionTitle)}
                </h2>
                {paragraphs.map((text, index) => (
                  <p key={index} className={styles.paragraph}>
                    {text}
                  </p>
                ))}
              </section>
            ) : null}
            <Formats data={data} intl={intl} title={formatTexts.formatsTitle} />
            <section className={styles.section} aria-labelledby="box-validity-title" data-testid="box-validity">
              <h2 id="box-validity-title" className={styles.sectionTitle}>
                {intl.formatMessage(m.validityTitle)}
              </h2>
              <p className={styles.paragraph} data-testid="box-validity-text">
                {giftBoxValidityText(intl)}
              </p>
              <p className={styles.paragraph} data-testid="box-change">
                {intl.formatMessage(m.boxChange, { days: BOX_CHANGE_FREE_DAYS })}
              </p>
            </section>
          </div>
          <aside className={styles.offer} aria-labelledby="box-offer-price" data-testid="box-offer">
            <h2 id="box-offer-price" className={styles.visuallyHidden}>
              {intl.formatMessage(m.priceLabel)}
            </h2>
            <PriceBlock data={data} intl={intl} />
            <BoxOfferPanel
              locale={route.locale}
              title={box.title}
              sellPrice={box.sellPrice}
              pathCode={route.params.code}
              digitalCode={digitalCode}
              physicalCode={data.physicalCode}
              physical={data.physical}
              physicalFee={data.physicalFee}
            />
          </aside>
        </div>
        <section className={styles.section} aria-labelledby="box-stays-title" data-testid="box-stays">
          <h2 id="box-stays-title" className={styles.sectionTitle}>
            {intl.formatMessage(m.staysTitle)}
          </h2>
          <BoxStays locale={route.locale} code={digitalCode} first={data.firstStays} mapTileUrl={data.mapTileUrl} labelledBy="box-stays-title" />
        </section>
        <section className={styles.section} aria-labelledby="box-how-title" data-testid="box-how">
          <h2 id="box-how-title" className={styles.sectionTitle}>
            {intl.formatMessage(m.howTitle)}
          </h2>
          <ol className={styles.steps}>
            {formatTexts.steps.map((step, index) => (
              <li key={index} className={styles.step}>
                {step}
              </li>
            ))}
          </ol>
        </section>
        <JsonLd data={boxProductData({ box, sellPrice: box.sellPrice, code: digitalCode, url: canonical, siteUrl: context.siteUrl })} testId="box-json-ld" />
      </main>
    </Shell>
  );
}
