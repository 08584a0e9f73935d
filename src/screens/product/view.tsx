import { Breadcrumb, type BreadcrumbItem } from '@/components/shell/breadcrumb/breadcrumb';
import { Shell } from '@/components/shell/shell';
import { Gallery } from '@/components/gallery';
import { ReviewsBlockView } from '@/components/reviews';
import { JsonLd } from '@/components/seo/json-ld';
import { getIntl } from '@/i18n/server';
import { getFeatures } from '@/settings/features';
import { absoluteUrl, canonicalProductRoute, href, hrefOf, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { storefrontTrail } from '@/components/shell/breadcrumb/storefront-trail';
import { ProductHeader } from './header';
import type { ProductData } from './load';
import { productMessages as m } from './messages';
import { BookingLoader, GiftSetup, ProductViewTracking, RecentlyViewedRecorder, RedemptionIsland, SectionTabs } from './islands';
import { bookingTeaser } from './booking/booking-teaser';
import { BoxModePanel, RedemptionHeaderPrice, RedemptionNotice } from './redemption/mode-panels';
import { recentlyViewedItemOf } from './recently-viewed-item';
import type { SectionTab } from './section-tabs';
import { visibleProductTabs, type ProductTab } from '@/domain/product';
import { DescriptionSection, ExperienceSection, HotelSection, PracticalSection, RoomSection } from './sections';
import { productPageStructuredData } from './structured-data';
import { PartnerBand } from './partner-band';
import styles from './product.module.css';

/** Home › the hotel's places (its breadcrumb from the hotel call, as storefront pages) › the product. */
function breadcrumbItems(route: RouteOf<'product'>, data: ProductData, homeLabel: string): BreadcrumbItem[] {
  const trail = storefrontTrail(route.locale, data.hotel?.breadcrumb ?? [], { hotelPage: true });
  return [{ label: homeLabel, url: href.home(route.locale) }, ...trail, { label: data.detail.label, url: hrefOf(canonicalProductRoute(route.locale, data.detail)) }];
}

/**
 * The stay product page (issue 10), server-rendered for crawlers and visitors without JavaScript:
 * header, tabs over the sections that have content, the sections, structured data.
 */
export function ProductView({ route, data, context }: { route: RouteOf<'product'>; data: ProductData; context: ScreenContext }) {
  const intl = getIntl(route.locale);
  const { detail, hotel, mode } = data;
  // Redemption and box mode are gift pages: the gift shell, no promo or reference price (part 1 §6).
  const flow = mode.kind === 'ordinary' ? data.flow : 'gifting';
  // A partner's context holds for the ordinary stay page (a redemption or a box stay is no partner's sale).
  const partner = mode.kind === 'ordinary' ? data.partner : null;
  const fromPrice = detail.price ? (detail.price.fromPrice ?? detail.price.sellPrice) : null;
  const datedActivities = detail.activities.filter((activity) => activity.singleDay).map(({ activityId, title }) => ({ activityId, title }));
  const labels: Partial<Record<ProductTab, string>> = {
    description: intl.formatMessage(m.sectionDescription),
    room: intl.formatMessage(m.sectionRoom),
    experience: intl.formatMessage(m.sectionExperience),
    reviews: intl.formatMessage(m.sectionReviews),
    hotel: intl.formatMessage(m.sectionHotel),
    practicalInfo: intl.formatMessage(m.sectionPractical),
    gift: intl.formatMessage(m.sectionGift),
  };
  const tabs: SectionTab[] = visibleProductTabs({
    description: detail.programLines.length > 0,
    room: detail.room !== null,
    experience: detail.activities.length > 0 || detail.breakfast !== null,
    reviews: data.reviews !== null,
    hotel: hotel !== null,
    practicalInfo: true,
    // The gift setup panel, in the gifting flow of a stay sold as a gift.
    gift: mode.kind === 'ordinary' && data.flow === 'gifting' && detail.giftVoucher !== null,
  }).map((id) => ({ id, label: labels[id] ?? id }));
  const url = absoluteUrl(hrefOf(canonicalProductRoute(route.locale, detail)), context.siteUrl);
  return (
    <Shell route={route} context={context} pageKind="product" flow={flow}>
      <main id="main" className={styles.page}>
        {partner ? <PartnerBand partner={partner} locale={route.locale} intl={intl} /> : null}
        <Breadcrumb items={breadcrumbItems(route, data, intl.formatMessage(m.breadcrumbHome))} context={context} />
        <Gallery locale={route.locale} images={detail.images} label={detail.label} />
        <div className={styles.layout}>
          <div className={styles.headerArea}>
            <ProductHeader
              detail={detail}
              hotel={hotel}
              reviews={data.reviews}
              flow={flow}
              intl={intl}
              price={
                mode.kind === 'box' || (mode.kind === 'redemption' && (mode.voucher === null || fromPrice === null))
                  ? null
                  : mode.kind === 'redemption' && mode.voucher && fromPrice !== null
                    ? <RedemptionHeaderPrice voucher={mode.voucher} intl={intl} />
                    : undefined
              }
            />
          </div>
          {mode.kind === 'redemption' ? (
            <aside className={styles.bookingArea}>
              {mode.voucher ? (
                <RedemptionIsland locale={route.locale} productId={detail.id} voucher={{ title: mode.voucher.title, type: mode.voucher.type, value: mode.voucher.value, nights: mode.voucher.nights, home: mode.voucher.home }} datedActivities={datedActivities} />
              ) : (
                <RedemptionNotice mode={mode} locale={route.locale} intl={intl} />
              )}
            </aside>
          ) : null}
          {mode.kind === 'box' ? (
            <aside className={styles.bookingArea}>
              <BoxModePanel mode={mode} locale={route.locale} intl={intl} />
            </aside>
          ) : null}
          {mode.kind === 'ordinary' && data.flow === 'booking' ? (
            <aside className={styles.bookingArea}>
              <BookingLoader
                locale={route.locale}
                productId={detail.id}
                productLabel={detail.label}
                datedActivities={datedActivities}
                fromPrice={fromPrice}
                minisite={partner?.slug}
                teaser={bookingTeaser({ intl, giftCardHref: href.giftCard(route.locale), fromPrice })}
              />
            </aside>
          ) : null}
          {mode.kind === 'ordinary' && data.flow === 'gifting' && detail.giftVoucher ? <aside id="gift" className={styles.bookingArea}><GiftSetup locale={route.locale} productId={detail.id} productLabel={detail.label} voucher={detail.giftVoucher} physicalGiftEnabled={getFeatures().physicalGift} /></aside> : null}
          <div className={styles.contentArea}>
            <SectionTabs tabs={tabs} label={intl.formatMessage(m.tabsLabel)} />
            <div className={styles.sections}>
              {detail.programLines.length > 0 ? <DescriptionSection detail={detail} intl={intl} /> : null}
              {detail.room ? <RoomSection room={detail.room} intl={intl} /> : null}
              {detail.activities.length > 0 || detail.breakfast ? <ExperienceSection detail={detail} intl={intl} /> : null}
              <ReviewsBlockView block={data.reviews} hotelId={detail.hotel.id} locale={route.locale} />
              {hotel ? <HotelSection hotel={hotel} intl={intl} /> : null}
              <PracticalSection detail={detail} hotel={hotel} intl={intl} />
            </div>
          </div>
        </div>
        {productPageStructuredData({ route, data, url, context }).map(({ testId, json }) => (
          <JsonLd key={testId} data={json} testId={testId} />
        ))}
        <ProductViewTracking
          id={detail.id}
          name={detail.label}
          priceCents={detail.price?.fromPrice ?? detail.price?.sellPrice ?? 0}
          category={data.flow === 'gifting' ? 'single_voucher' : 'stay'}
        />
        <RecentlyViewedRecorder locale={route.locale} item={recentlyViewedItemOf(detail, href.product(route.locale, detail.id, route.params.slug))} />
      </main>
    </Shell>
  );
}
