import type { IntlShape } from 'react-intl/server';
import { Stars } from '@/components/hotel-info';
import type { Locale } from '@/domain/model/locale';
import type { NearbyHotel } from '@/domain/model/hotel';
import { formatPrice } from '@/i18n/format';
import { stayHref, type StayTarget } from '@/routing/stay-href';
import { isSlug } from '@/routing/segments';
import { Carousel, NearbyHotelLink } from './islands';
import { hotelMessages as m } from './messages';
import styles from './hotel.module.css';

/** Part 2 §2 and §9: the nearby hotels' carousel scrolls 3 items at a time. */
export const NEARBY_STEP = 3;

/** A nearby hotel's page: by its own uri when it has a usable one, else by id (the link adds the page's stay). */
export const nearbyHotelTarget = (hotel: Pick<NearbyHotel, 'id' | 'uri'>): StayTarget => ({ hotel: hotel.uri !== null && isSlug(hotel.uri) ? hotel.uri : hotel.id });

/** The hotels around this one, nearest first, below the rooms; nothing when there are none or their call failed. */
export function NearbyHotels({ locale, hotels, intl }: { locale: Locale; hotels: readonly NearbyHotel[]; intl: IntlShape }) {
  if (hotels.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="nearby-title" data-testid="nearby-hotels">
      <h2 id="nearby-title" className={styles.sectionTitle}>
        {intl.formatMessage(m.nearbyTitle)}
      </h2>
      <Carousel
        desktopStep={NEARBY_STEP}
        labelledBy="nearby-title"
        previousLabel={intl.formatMessage(m.nearbyPrevious)}
        nextLabel={intl.formatMessage(m.nearbyNext)}
        slides={hotels.map((hotel) => ({
          key: hotel.id,
          content: (
            <NearbyHotelLink path={stayHref(locale, nearbyHotelTarget(hotel), null)} className={styles.nearbyCard}>
              {hotel.imageUrl ? (
                // eslint-disable-next-line @next/next/no-img-element
                <img className={styles.nearbyImage} src={hotel.imageUrl} alt="" width={640} height={360} loading="lazy" decoding="async" />
              ) : null}
              <span className={styles.nearbyTitle}>
                {hotel.label} <Stars stars={hotel.stars} intl={intl} />
              </span>
              <span className={styles.nearbyPlace}>
                {[hotel.locationLabel, intl.formatMessage(m.nearbyDistance, { km: intl.formatNumber(hotel.distance, { maximumFractionDigits: 1 }) })].filter(Boolean).join(' · ')}
              </span>
              {hotel.fromPrice > 0 ? <span className={styles.nearbyPrice}>{intl.formatMessage(m.nearbyFrom, { price: formatPrice(intl, hotel.fromPrice) })}</span> : null}
            </NearbyHotelLink>
          ),
        }))}
      />
    </section>
  );
}
