import type { IntlShape } from 'react-intl/server';
import { Unavailable } from '@/components/content/unavailable';
import { Gallery } from '@/components/gallery';
import { hotelInfoMessages as h, mapLinkOf, Stars } from '@/components/hotel-info';
import { ruleText } from '@/components/offer-card/rule-text';
import { ReviewsBlockView, REVIEWS_ANCHOR } from '@/components/reviews';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumb, type BreadcrumbItem } from '@/components/shell/breadcrumb/breadcrumb';
import { storefrontTrail } from '@/components/shell/breadcrumb/storefront-trail';
import { Shell } from '@/components/shell/shell';
import { reviewScoreDisplay } from '@/domain/cards';
import { HOTEL_SECTION_IDS } from '@/domain/hotel/hotel-sections';
import { hotelOffersState, roomCards } from '@/domain/hotel/room-offers';
import type { Hotel } from '@/domain/model/hotel';
import type { ReviewsBlock } from '@/domain/model/review';
import { formatPrice, formatScore } from '@/i18n/format';
import { getIntl } from '@/i18n/server';
import { absoluteUrl, href, type RouteOf } from '@/routing';
import { productLink } from '@/routing/product-link';
import type { ScreenContext } from '../screen-module';
import { AboutSection } from './about-section';
import { HotelOffers, HotelSearchBar, OfferDetailLoader } from './islands';
import { HotelBarTeaser } from './search-bar/hotel-bar-teaser';
import { OffersView } from './offers-view';
import type { HotelData } from './load';
import { hotelMessages as m } from './messages';
import { NearbyHotels } from './nearby-hotels';
import { hotelData, hotelFactsOf, shownRating } from '@/crawlers/structured-data';
import styles from './hotel.module.css';

/** Home › the hotel's places (its breadcrumb, as storefront pages) › the hotel. */
function breadcrumbItems(route: RouteOf<'hotel'>, hotel: Hotel, homeLabel: string): BreadcrumbItem[] {
  // The API's trail ends with the hotel itself: the page's own crumb replaces it.
  const places = storefrontTrail(route.locale, hotel.breadcrumb, { hotelPage: false });
  return [{ label: homeLabel, url: href.home(route.locale) }, ...places, { label: hotel.label, url: href.hotel(route.locale, hotel.id) }];
}

/** 'Address, postcode City, Region', from what the hotel gives. */
function addressLine(hotel: Hotel): string | null {
  const { location } = hotel;
  const street = location.completeAddress?.streetAddress ?? location.address;
  const postcode = location.completeAddress?.zipCode ?? location.zipCode;
  const town = [postcode, location.city].filter(Boolean).join(' ');
  const parts = [street, town, location.region].filter((part): part is string => Boolean(part && part.trim()));
  return parts.length > 0 ? parts.join(', ') : location.label;
}

function HotelHeader({ hotel, reviews, intl }: { hotel: Hotel; reviews: ReviewsBlock | null; intl: IntlShape }) {
  const address = addressLine(hotel);
  const mapHref = mapLinkOf(hotel.location.lat, hotel.location.lng);
  const review = reviewScoreDisplay(reviews ? { count: reviews.totalCount, average: reviews.score } : hotel.review, { allIncentive: true });
  return (
    <header className={styles.header} data-testid="hotel-header">
      <h1 className={styles.title}>
        {hotel.label} <Stars stars={hotel.stars} intl={intl} />
      </h1>
      {address ? (
        <p className={styles.address} data-testid="hotel-address">
          {address}
          {mapHref ? (
            <>
              {' · '}
              <a href={mapHref} target="_blank" rel="noopener noreferrer" className={styles.inlineLink} data-testid="hotel-map-link">
                {intl.formatMessage(h.seeOnMap)}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <p className={styles.review} data-testid="hotel-review-summary">
        {review.kind === 'new' ? (
          <span>{ruleText(intl, review.key)}</span>
        ) : (
          <a href={`#${REVIEWS_ANCHOR}`} className={styles.inlineLink}>
            <strong>{intl.formatMessage(h.reviewScore, { score: formatScore(intl, review.score) })}</strong>
            {review.key ? ` ${ruleText(intl, review.key)}` : ''} · {intl.formatMessage(h.reviewCount, { count: review.count })}
          </a>
        )}
      </p>
      {hotel.fromPrice !== null && hotel.fromPrice > 0 ? (
        <p className={styles.fromPrice} data-testid="hotel-from-price">
          {intl.formatMessage(m.nearbyFrom, { price: formatPrice(intl, hotel.fromPrice) })}
        </p>
      ) : null}
    </header>
  );
}

/**
 * The hotel page (issue 11; part 2 §2), server-rendered for crawlers and visitors without
 * JavaScript: gallery, header, the search bar with the section tabs, About, the rooms and their
 * offers (from prices; the visitor's dates price them in the browser), reviews, nearby hotels,
 * structured data. The offer detail opens over it.
 */
export function HotelView({ route, data, context }: { route: RouteOf<'hotel'>; data: HotelData; context: ScreenContext }) {
  if (data.kind === 'unavailable') {
    return (
      <Shell route={route} context={context} pageKind="product">
        <main id="main" className={styles.page}>
          <Unavailable locale={route.locale} />
        </main>
      </Shell>
    );
  }
  const intl = getIntl(route.locale);
  const { hotel, reviews } = data;
  const rooms = roomCards(hotel, (offerId) => productLink(route.locale, { id: offerId }));
  const tabs = [
    { id: HOTEL_SECTION_IDS.about, label: intl.formatMessage(m.sectionAbout) },
    { id: HOTEL_SECTION_IDS.offers, label: intl.formatMessage(m.sectionOffers) },
    ...(reviews ? [{ id: REVIEWS_ANCHOR, label: intl.formatMessage(m.sectionReviews) }] : []),
  ];
  const url = absoluteUrl(href.hotel(route.locale, hotel.id), context.siteUrl);
  return (
    <Shell route={route} context={context} pageKind="product">
      <main id="main" className={styles.page} data-testid="hotel-page" data-hotel-id={hotel.id}>
        <Breadcrumb items={breadcrumbItems(route, hotel, intl.formatMessage(m.breadcrumbHome))} context={context} />
        <Gallery locale={route.locale} images={hotel.images} label={hotel.label} />
        <HotelHeader hotel={hotel} reviews={reviews} intl={intl} />
        <HotelSearchBar locale={route.locale} hotelId={hotel.id} tabs={tabs} teaser={<HotelBarTeaser intl={intl} />} />
        <AboutSection hotel={hotel} intl={intl} />
        <section id={HOTEL_SECTION_IDS.offers} className={styles.section} aria-labelledby={`${HOTEL_SECTION_IDS.offers}-title`} data-testid="hotel-offers-section">
          <h2 id={`${HOTEL_SECTION_IDS.offers}-title`} className={styles.sectionTitle}>
            {intl.formatMessage(m.sectionOffers)}
          </h2>
          <HotelOffers
            locale={route.locale}
            hotelId={hotel.id}
            rooms={rooms}
            serverRooms={<OffersView intl={intl} state={hotelOffersState({ datelessRooms: rooms, hasDates: false, datedRooms: undefined })} stay={null} linkStay={null} />}
          />
        </section>
        <div className={styles.reviews}>
          <ReviewsBlockView block={reviews} hotelId={hotel.id} locale={route.locale} />
        </div>
        <NearbyHotels locale={route.locale} hotels={data.nearby} intl={intl} />
        <OfferDetailLoader locale={route.locale} hotel={{ id: hotel.id, label: hotel.label, checkInOut: hotel.checkInOut }} />
        <JsonLd data={hotelData(hotelFactsOf(hotel, { url, rating: shownRating(reviews, hotel.review) }), context.siteUrl)} testId="hotel-json-ld" />
      </main>
    </Shell>
  );
}
