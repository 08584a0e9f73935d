'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { sourcesOf, type CarouselProps } from './card-carousel-sources';
import { offerCardMessages as m } from './messages';
import styles from './offer-card.module.css';

/** Slide animation about 300 ms (part 1 §9); embla's duration is in its own units (~10 ≈ 300 ms). */
const EMBLA_DURATION = 20;

export interface EmblaCardCarouselProps extends CarouselProps {
  /** Scroll to the second picture at once: the visitor clicked 'next' on the static picture. */
  startWith: 'next' | null;
  /** The static picture's 'next' arrow had the focus: the carousel's own arrow takes it over. */
  focusNext: boolean;
}

/** The full card's carousel, loaded when the visitor first reaches for the pictures (card-carousel.tsx). */
export default function EmblaCardCarousel({ images, fallback, alt, priority, startWith, focusNext }: EmblaCardCarouselProps) {
  const intl = useIntl();
  const nextButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusNext) nextButton.current?.focus();
  }, [focusNext]);
  const [viewport, api] = useEmblaCarousel({ loop: false, duration: EMBLA_DURATION, dragThreshold: 10 });
  useEffect(() => {
    if (api && startWith === 'next') api.scrollNext();
  }, [api, startWith]);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setIndex(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);
  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);
  const sources = sourcesOf({ images, fallback, alt, priority });
  if (sources.length === 0) return <div className={styles.imagePlaceholder} />;
  return (
    <div className={styles.carousel} role="group" aria-roledescription="carousel" aria-label={alt}>
      <div className={styles.carouselViewport} ref={viewport}>
        <div className={styles.carouselTrack}>
          {sources.map((source, position) => (
            <div className={styles.slide} key={`${source.url}-${position}`} role="group" aria-roledescription="slide" aria-label={intl.formatMessage(m.imageOf, { index: position + 1, count: sources.length })}>
              <img
                className={styles.image}
                src={source.url}
                alt={position === 0 ? source.alt : ''}
                width={640}
                height={360}
                loading={priority && position === 0 ? 'eager' : 'lazy'}
                fetchPriority={priority && position === 0 ? 'high' : undefined}
              />
            </div>
          ))}
        </div>
      </div>
      {sources.length > 1 ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.arrowPrevious}`} onClick={previous} disabled={index === 0} aria-label={intl.formatMessage(m.previousImage)}>
            ‹
          </button>
          <button ref={nextButton} type="button" className={`${styles.arrow} ${styles.arrowNext}`} onClick={next} disabled={index === sources.length - 1} aria-label={intl.formatMessage(m.nextImage)}>
            ›
          </button>
        </>
      ) : null}
    </div>
  );
}
