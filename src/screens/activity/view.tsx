import { Breadcrumb, type BreadcrumbItem } from '@/components/shell/breadcrumb/breadcrumb';
import { Shell } from '@/components/shell/shell';
import { Gallery } from '@/components/gallery';
import { JsonLd } from '@/components/seo/json-ld';
import buttonStyles from '@/components/ui/button-link.module.css';
import { lowestActivityPrice } from '@/domain/activity/price';
import { getIntl } from '@/i18n/server';
import { absoluteUrl, canonicalActivityRoute, href, hrefOf, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { activityTrail } from './breadcrumb-trail';
import { ProductViewTracking, Purchase, RecentlyViewedCarousel, RecentlyViewedRecorder } from './islands';
import type { ActivityData } from './load';
import { activityMessages as m } from './messages';
import { recentlyViewedActivityOf } from './recently-viewed-item';
import { CentreLine, DescriptionSection, HowItWorksSection, PracticalSection, ProgrammeSection } from './sections';
import { activityProductData } from '@/crawlers/structured-data';
import styles from './activity.module.css';

/** An expired voucher (published false): the notice replaces the purchase block (part 2 §2, §8). */
function ExpiredNotice({ route }: { route: RouteOf<'activity'> }) {
  const intl = getIntl(route.locale);
  return (
    <div className={styles.expired} data-testid="activity-expired">
      <p>{intl.formatMessage(m.expired)}</p>
      <a href={href.search(route.locale, { flow: 'booking' })} className={buttonStyles.primary} data-testid="activity-see-other-offers">
        {intl.formatMessage(m.seeOtherOffers)}
      </a>
    </div>
  );
}

/**
 * The activity voucher page (part 2 §2, part 1 §2 "Activity-only product page"), server-rendered
 * for crawlers and visitors without JavaScript: pictures, label and main centre, the purchase block
 * (participants and price: a client island; the expired notice when unpublished), description,
 * programme, practical information, how it works, the recently viewed carousel, structured data.
 */
export function ActivityView({ route, data, context }: { route: RouteOf<'activity'>; data: ActivityData; context: ScreenContext }) {
  const intl = getIntl(route.locale);
  const { voucher } = data;
  // The canonical address (with the voucher's uri), whichever spelling was asked for.
  const path = hrefOf(canonicalActivityRoute(route.locale, voucher));
  const url = absoluteUrl(path, context.siteUrl);
  const breadcrumb: BreadcrumbItem[] = [
    { label: intl.formatMessage(m.breadcrumbHome), url: href.home(route.locale) },
    ...activityTrail(route.locale, voucher.breadCrumb, intl.formatMessage(m.breadcrumbActivities)),
    { label: voucher.label, url: path },
  ];
  const lowest = lowestActivityPrice(voucher.prices);
  return (
    <Shell route={route} context={context} pageKind="product" flow="activity">
      <main id="main" className={styles.page} data-testid="activity-page">
        <Breadcrumb items={breadcrumb} context={context} />
        {voucher.images.length > 0 ? <Gallery locale={route.locale} images={voucher.images} label={voucher.label} /> : null}
        <div className={styles.layout}>
          <header className={styles.headerArea}>
            <h1 className={styles.title}>{voucher.label}</h1>
            {voucher.mainActivityCenter ? <CentreLine centre={voucher.mainActivityCenter} intl={intl} /> : null}
          </header>
          <aside className={styles.purchaseArea} aria-labelledby="activity-purchase-title">
            <h2 id="activity-purchase-title" className={styles.purchaseTitle}>
              {intl.formatMessage(m.purchaseTitle)}
            </h2>
            {voucher.published ? <Purchase locale={route.locale} voucherId={voucher.id} label={voucher.label} prices={voucher.prices} /> : <ExpiredNotice route={route} />}
          </aside>
          <div className={styles.contentArea}>
            <DescriptionSection voucher={voucher} intl={intl} />
            <ProgrammeSection voucher={voucher} intl={intl} />
            <PracticalSection voucher={voucher} intl={intl} />
            <HowItWorksSection intl={intl} />
          </div>
        </div>
        <RecentlyViewedCarousel locale={route.locale} current={{ id: voucher.id, type: 'ACTIVITY' }} />
        <JsonLd data={activityProductData({ voucher, url, siteUrl: context.siteUrl })} testId="activity-json-ld" />
        <ProductViewTracking id={voucher.id} name={voucher.label} priceCents={lowest?.sellPrice ?? 0} category="activity" />
        <RecentlyViewedRecorder locale={route.locale} item={recentlyViewedActivityOf(voucher, path)} />
      </main>
    </Shell>
  );
}
