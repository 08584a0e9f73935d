'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@/domain/model/locale';
import { hotelIdFromHash } from './hotel-hash';
import { notFoundIslandMessages as m } from './island-messages';
import { OTHER_OFFERS_PATH, type OtherOffersAnswer } from './other-offers-contract';
import styles from './not-found.module.css';

// embla is only downloaded when an expired offer's hotel has other offers to show.
const OfferCarousel = lazy(() => import('./offer-carousel'));

type Found = Extract<OtherOffersAnswer, { found: true }>;

/**
 * The not-found page's hotelId lookup. The hash never reaches the server, so after mount this
 * island reads it; when it holds a hotelId whose hotel has other offers, 'Too late! This offer has
 * expired' and a carousel of them replace the standard 404 block (`children`). In every other
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
      const current = new AbortController();
      controller = current;
      const query = new URLSearchParams({ hotelId: String(hotelId), locale });
      fetch(`${OTHER_OFFERS_PATH}?${query}`, { signal: current.signal, headers: { accept: 'application/json' } })
        .then(async (response) => (response.ok ? ((await response.json()) as OtherOffersAnswer) : { found: false as const }))
        .then((answer) => {
          if (!current.signal.aborted) setFound(answer.found && answer.offers.length > 0 ? answer : null);
        })
        .catch(() => {
          if (!current.signal.aborted) setFound(null);
        });
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
