'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { bffGet } from '@/bff/client';
import { hotelOtherOffersContract, type OtherOffersAnswer } from '@/bff/contracts/hotel-other-offers';
import type { Locale } from '@/domain/model/locale';
import { expiredOfferIdFromHash, hotelIdFromHash, otherOffersThan } from './hotel-hash';
import { notFoundIslandMessages as m } from './island-messages';
import styles from './not-found.module.css';

// embla is only downloaded when an expired offer's hotel has other offers to show.
const OfferCarousel = lazy(() => import('./offer-carousel'));

type Found = Extract<OtherOffersAnswer, { found: true }>;

/**
 * The not-found page's hotelId lookup. The hash never reaches the server, so after mount this
 * island reads it; when it holds a hotelId whose hotel has other offers, 'Too late! This offer has
 * expired' and a carousel of them (without the expired offer, the hash's id) replace the standard 404 block (`children`). In every other
 * case (no hotelId, no offers, failed call) the standard block stays.
 */
export function ExpiredOfferLookup({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [found, setFound] = useState<Found | null>(null);

  useEffect(() => {
    let controller: AbortController | null = null;
    const lookUp = () => {
      controller?.abort();
      const hotelId = hotelIdFromHash(window.location.hash);
      if (hotelId === null) {
        setFound(null);
        return;
      }
      const expiredId = expiredOfferIdFromHash(window.location.hash);
      const current = new AbortController();
      controller = current;
      // A failed call keeps the standard block, like a hotel without offers.
      bffGet(hotelOtherOffersContract, { hotelId, locale }, { signal: current.signal }).then(
        (answer) => {
          if (current.signal.aborted) return;
          // The expired offer itself is not one of the "other" offers; none left: the standard block.
          const offers = answer.found ? otherOffersThan(answer.offers, expiredId) : [];
          setFound(answer.found && offers.length > 0 ? { ...answer, offers } : null);
        },
        () => {
          if (!current.signal.aborted) setFound(null);
        },
      );
    };
    lookUp();
    window.addEventListener('hashchange', lookUp);
    return () => {
      controller?.abort();
      window.removeEventListener('hashchange', lookUp);
    };
  }, [locale]);

  return found ? <ExpiredOffer found={found} /> : <>{children}</>;
}

function ExpiredOffer({ found }: { found: Found }) {
  const intl = useIntl();
  return (
    <section className={styles.block} data-testid="expired-offer">
      <h1 className={styles.title}>{intl.formatMessage(m.expired)}</h1>
      <h2 id="other-offers-title" className={styles.subtitle}>
        {intl.formatMessage(m.otherOffers, { hotel: found.hotel })}
      </h2>
      <Suspense fallback={<div className={styles.carouselPlaceholder} />}>
        <OfferCarousel offers={found.offers} labelledBy="other-offers-title" />
      </Suspense>
    </section>
  );
}
