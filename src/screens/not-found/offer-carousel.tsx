'use client';

import useEmblaCarousel from 'embla-carousel-react';
import Link from 'next/link';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { DESKTOP_MIN_WIDTH } from '@/theme/breakpoints';
import { notFoundIslandMessages as m } from './island-messages';
import type { OtherOfferCard } from '@/bff/contracts/hotel-other-offers';
import styles from './not-found.module.css';

/** Part 1 §9, arrows scroll 4 items: the desktop step, four cards in view; narrower screens step by what is in view. */
export const ARROW_STEP = 4;
const CAROUSEL_OPTIONS = {
  align: 'start',
  containScroll: 'trimSnaps',
  slidesToScroll: 'auto',
  breakpoints: { [`(min-width: ${DESKTOP_MIN_WIDTH}px)`]: { slidesToScroll: ARROW_STEP } },
} as const;

/**
 * The other offers of an expired offer's hotel (embla). Keyboard: Previous/Next buttons, arrow
 * keys anywhere in the carousel, and tabbing to a card scrolls it into view.
 */
export default function OfferCarousel({ offers, labelledBy }: { offers: OtherOfferCard[]; labelledBy: string }) {
  const intl = useIntl();
  const [viewport, api] = useEmblaCarousel(CAROUSEL_OPTIONS);
  // Re-render on embla's own events; the scroll limits are read from embla while rendering.
  const [, setTick] = useState(0);
  const canPrevious = api?.canScrollPrev() ?? false;
  const canNext = api?.canScrollNext() ?? false;

  useEffect(() => {
    if (!api) return;
    const update = () => setTick((tick) => tick + 1);
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      api?.scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      api?.scrollNext();
    }
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription={intl.formatMessage(m.carousel)}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      data-testid="other-offers"
    >
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={() => api?.scrollPrev()} disabled={!canPrevious} aria-label={intl.formatMessage(m.previous)}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className={styles.arrow} onClick={() => api?.scrollNext()} disabled={!canNext} aria-label={intl.formatMessage(m.next)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.track}>
          {offers.map((offer, index) => (
            <div
              key={offer.id}
              className={styles.slide}
              role="group"
              aria-roledescription={intl.formatMessage(m.slide)}
              aria-label={intl.formatMessage(m.slidePosition, { index: index + 1, count: offers.length })}
              onFocus={() => api?.scrollTo(index)}
            >
              <Link href={offer.href} prefetch={false} className={styles.offer} data-testid="other-offer">
                {offer.imageUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img className={styles.offerImage} src={offer.imageUrl} alt="" width={640} height={360} />
                ) : null}
                <span className={styles.offerTitle}>{offer.title}</span>
                <span className={styles.offerPrice}>{offer.price}</span>
              </Link>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
