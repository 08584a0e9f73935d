'use client';

import Link from 'next/link';
import { useIntl } from 'react-intl';
import { Carousel } from '@/components/carousel';
import { notFoundIslandMessages as m } from './island-messages';
import type { OtherOfferCard } from '@/bff/contracts/hotel-other-offers';
import styles from './not-found.module.css';

/** Part 1 §9, arrows scroll 4 items: the desktop step, four cards in view; narrower screens step by what is in view. */
export const ARROW_STEP = 4;

/** The other offers of an expired offer's hotel, in the shared carousel. */
export default function OfferCarousel({ offers, labelledBy }: { offers: OtherOfferCard[]; labelledBy: string }) {
  const intl = useIntl();
  return (
    <Carousel
      desktopStep={ARROW_STEP}
      labelledBy={labelledBy}
      previousLabel={intl.formatMessage(m.previous)}
      nextLabel={intl.formatMessage(m.next)}
      data-testid="other-offers"
      slides={offers.map((offer) => ({
        key: offer.id,
        content: (
          <Link href={offer.href} prefetch={false} className={styles.offer} data-testid="other-offer">
            {offer.imageUrl ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img className={styles.offerImage} src={offer.imageUrl} alt="" width={640} height={360} />
            ) : null}
            <span className={styles.offerTitle}>{offer.title}</span>
            <span className={styles.offerPrice}>{offer.price}</span>
          </Link>
        ),
      }))}
    />
  );
}
