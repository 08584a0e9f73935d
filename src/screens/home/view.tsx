import { getIntl } from '@/i18n/server';
import { formatPrice, formatScore } from '@/i18n/format';
import type { RouteOf } from '@/routing/route';
import type { HomeData } from './load';
import { homeMessages as m } from './messages';
import styles from './home.module.css';

/** The home listing: server-rendered stays from the travel API, so crawlers see real content. */
export function View({ route, data }: { route: RouteOf<'home'>; data: HomeData; context?: unknown }) {
  const intl = getIntl(route.locale);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
      {data.stays.length === 0 ? (
        <p role="status">{intl.formatMessage(m.unavailable)}</p>
      ) : (
        <ul className={styles.grid}>
          {data.stays.map((stay, index) => (
            <li key={stay.id} className={styles.card} data-testid="home-stay">
              {stay.imageUrl ? (
                // Simulator images are small generated SVGs; next/image arrives with the offer cards.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  className={styles.image}
                  src={stay.imageUrl}
                  alt=""
                  width={640}
                  height={360}
                  loading={index < 3 ? 'eager' : 'lazy'}
                />
              ) : null}
              <h2 className={styles.hotel}>{stay.hotelName}</h2>
              <p className={styles.meta}>
                {stay.cityLabel}
                {stay.stars > 0 ? ` · ${intl.formatMessage(m.stars, { count: stay.stars })}` : null}
              </p>
              <p className={styles.label}>{stay.label}</p>
              <p className={styles.meta}>
                {stay.reviewCount > 0
                  ? intl.formatMessage(m.reviews, { score: formatScore(intl, stay.reviewAverage), count: stay.reviewCount })
                  : intl.formatMessage(m.newHotel)}
              </p>
              <p className={styles.price}>{intl.formatMessage(m.from, { price: formatPrice(intl, stay.priceCents) })}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
