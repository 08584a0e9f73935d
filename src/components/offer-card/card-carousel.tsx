'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CardImage } from '@/domain/model/search';
import { offerCardMessages as m } from './messages';
import styles from './offer-card.module.css';

/** Slide animation about 300 ms (part 1 §9); embla's duration is in its own units (~10 ≈ 300 ms). */
const EMBLA_DURATION = 20;

interface CarouselProps {
  images: CardImage[];
  fallback: string | null;
  alt: string;
  priority: boolean;
}

/**
 * The full card's pictures. Until the visitor reaches for them (pointer over the card's picture,
 * focus, or an arrow) only the first picture is drawn with its arrows: twelve embla instances set up
 * while the page hydrates cost the phone's main thread for carousels nobody touched yet.
 */
export function CardCarousel(props: CarouselProps) {
  const [active, setActive] = useState(false);
  const [pending, setPending] = useState<'next' | null>(null);
  if (active) return <EmblaCardCarousel {...props} startWith={pending} />;
  const activate = () => setActive(true);
  return (
    <div onPointerEnter={activate} onFocus={activate} className={styles.carousel}>
      <StaticFirstPicture {...props} onNext={() => {
        setPending('next');
        setActive(true);
      }} />
    </div>
  );
}

function sourcesOf({ images, fallback, alt }: CarouselProps) {
  return images.length > 0 ? images.map((image) => ({ url: image.sizes['640x360'] ?? image.url, alt: image.alt || alt })) : fallback ? [{ url: fallback, alt }] : [];
}

function StaticFirstPicture(props: CarouselProps & { onNext(): void }) {
  const intl = useIntl();
  const sources = sourcesOf(props);
  const first = sources[0];
  if (!first) return <div className={styles.imagePlaceholder} />;
  return (
    <>
      <img
        className={styles.image}
        src={first.url}
        alt={first.alt}
        width={640}
        height={360}
        loading={props.priority ? 'eager' : 'lazy'}
        fetchPriority={props.priority ? 'high' : undefined}
      />
      {sources.length > 1 ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.arrowPrevious}`} disabled aria-label={intl.formatMessage(m.previousImage)}>
            ‹
          </button>
          <button type="button" className={`${styles.arrow} ${styles.arrowNext}`} onClick={props.onNext} aria-label={intl.formatMessage(m.nextImage)}>
            ›
          </button>
        </>
      ) : null}
    </>
  );
}

function EmblaCardCarousel({ images, fallback, alt, priority, startWith }: CarouselProps & { startWith: 'next' | null }) {
  const intl = useIntl();
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
          <button type="button" className={`${styles.arrow} ${styles.arrowNext}`} onClick={next} disabled={index === sources.length - 1} aria-label={intl.formatMessage(m.nextImage)}>
            ›
          </button>
        </>
      ) : null}
    </div>
  );
}
