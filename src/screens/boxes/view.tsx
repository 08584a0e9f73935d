import type { IntlShape } from 'react-intl/server';
import { BlockImage } from '@/components/blocks';
import { Price } from '@/components/blocks/price';
import { Breadcrumb, type BreadcrumbItem } from '@/components/shell/breadcrumb/breadcrumb';
import { isPrefetchable } from '@/components/shell/rules/prefetch';
import { Shell } from '@/components/shell/shell';
import { IntentLink } from '@/components/ui/intent-link';
import type { LandingSection, LandingSectionKind } from '@/domain/box-listing';
import { hasPromoBadge } from '@/domain/cards/promo';
import { getIntl } from '@/i18n/server';
import { href, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import type { BoxCardView } from './card-view';
import type { BoxesData, LandingLinkView } from './load';
import { boxesMessages as m } from './messages';
import styles from './boxes.module.css';

const SECTION_TITLE: Readonly<Record<LandingSectionKind, typeof m.landingsOccasion>> = {
  occasion: m.landingsOccasion,
  recipient: m.landingsRecipient,
  theme: m.landingsTheme,
};

/**
 * `/{site}/{boxes}`: hero, the box cards (4 columns on desktop, 2 on tablets, 1 on phones), the
 * landing-page link sections (es_ES, fr_FR) and the SEO text. Server-rendered, no island.
 */
export function BoxesView({ route, data, context }: { route: RouteOf<'boxes'>; data: BoxesData; context: ScreenContext }) {
  const intl = getIntl(route.locale);
  const breadcrumb: BreadcrumbItem[] = [
    { label: intl.formatMessage(m.breadcrumbHome), url: href.home(route.locale) },
    { label: intl.formatMessage(m.breadcrumbBoxes), url: href.boxes(route.locale) },
  ];
  return (
    <Shell route={route} context={context}>
      <main id="main" className={styles.page} data-testid="box-listing">
        <Breadcrumb items={breadcrumb} context={context} />
        <BoxesPageBody route={route} data={data} />
      </main>
    </Shell>
  );
}

/** The listing's content under the breadcrumb: the failure message, or the hero, cards, landing links and SEO text. */
export function BoxesPageBody({ route, data }: { route: RouteOf<'boxes'>; data: BoxesData }) {
  const intl = getIntl(route.locale);
  if (data.kind === 'failed') {
    return (
      <section className={styles.message} aria-labelledby="boxes-error">
        <h1 id="boxes-error" className={styles.messageTitle}>
          {intl.formatMessage(m.error)}
        </h1>
        <p>{intl.formatMessage(m.errorHint)}</p>
      </section>
    );
  }
  return (
    <>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{intl.formatMessage(m.heroTitle)}</h1>
        <p className={styles.heroText}>{intl.formatMessage(m.heroText)}</p>
      </header>
      {data.cards.length > 0 ? (
        <section aria-labelledby="boxes-list">
          <h2 id="boxes-list" className="visually-hidden">
            {intl.formatMessage(m.listLabel)}
          </h2>
          <ul className={styles.grid} data-testid="box-grid">
            {data.cards.map((card, index) => (
              <li key={card.code}>
                <BoxCard card={card} intl={intl} priority={index === 0} prefetch={isPrefetchable(card.href)} />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section className={styles.message} aria-labelledby="boxes-empty" data-testid="boxes-empty">
          <h2 id="boxes-empty" className={styles.messageTitle}>
            {intl.formatMessage(m.empty)}
          </h2>
          <p>{intl.formatMessage(m.emptyHint)}</p>
          <IntentLink href={href.search(route.locale, { flow: 'gifting' })} className={styles.messageLink}>
            {intl.formatMessage(m.emptyLink)}
          </IntentLink>
        </section>
      )}
      {data.landingSections.map((section) => (
        <LandingLinks key={section.kind} section={section} intl={intl} />
      ))}
      <section className={styles.seo} aria-labelledby="boxes-seo">
        <h2 id="boxes-seo">{intl.formatMessage(m.seoTitle)}</h2>
        <p>{intl.formatMessage(m.seoText1)}</p>
        <p>{intl.formatMessage(m.seoText2)}</p>
        <p>{intl.formatMessage(m.seoText3)}</p>
      </section>
    </>
  );
}

/** One box card; the first card's picture is the page's LCP candidate (preloaded), the others load lazily. */
function BoxCard({ card, intl, priority, prefetch }: { card: BoxCardView; intl: IntlShape; priority: boolean; prefetch: boolean }) {
  const { price } = card;
  return (
    <article className={styles.card} data-testid="box-list-card" data-code={card.code}>
      <div className={styles.media}>
        {card.imageUrl ? (
          <BlockImage
            src={card.imageUrl}
            alt=""
            width={640}
            height={360}
            sizes="(min-width: 1024px) 280px, (min-width: 600px) 50vw, 100vw"
            className={styles.image}
            priority={priority}
          />
        ) : null}
        {hasPromoBadge(price.promo) ? (
          <span className={styles.badge} data-testid="box-promo">
            <span aria-hidden="true">{intl.formatMessage(m.promoBadge, { promo: price.promo })}</span>
            <span className="visually-hidden">{intl.formatMessage(m.promoBadgeLabel, { promo: price.promo })}</span>
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <IntentLink className={styles.link} href={card.href} prefetchOnIntent={prefetch}>
            {card.title}
          </IntentLink>
        </h3>
        {card.lines.length > 0 ? (
          <ul className={styles.included} aria-label={intl.formatMessage(m.includedContent)} data-testid="box-included">
            {card.lines.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </ul>
        ) : null}
        <Price intl={intl} cents={price.sellPrice} refCents={price.referencePrice} className={styles.price} />
      </div>
    </article>
  );
}

function LandingLinks({ section, intl }: { section: LandingSection<LandingLinkView>; intl: IntlShape }) {
  const headingId = `boxes-landings-${section.kind}`;
  return (
    <section className={styles.landings} aria-labelledby={headingId} data-testid="box-landing-section">
      <h2 id={headingId}>{intl.formatMessage(SECTION_TITLE[section.kind])}</h2>
      <ul className={styles.landingList}>
        {section.landings.map((landing) => (
          <li key={landing.href}>
            <IntentLink href={landing.href} className={styles.landingLink}>
              {landing.title}
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
