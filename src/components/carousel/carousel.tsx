'use client';

import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CarouselApi } from './embla-attach';
import { carouselMessages as m } from './messages';
import styles from './carousel.module.css';

export interface CarouselSlide {
  key: string | number;
  content: ReactNode;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Cards in view on desktop, and the arrows' step there (part 1 §9: 4; part 2 §9 nearby hotels: 3). */
  desktopStep: number;
  /** The id of the heading that names the carousel. */
  labelledBy: string;
  /** Names of the arrows ('Previous offers'…); the generic ones otherwise. */
  previousLabel?: string;
  nextLabel?: string;
  'data-testid'?: string;
}

const EmblaAttach = lazy(() => import('./embla-attach'));

/** How far below the screen a carousel starts loading its scrolling code. */
const LOAD_MARGIN = '600px';

/**
 * A row of cards with Previous / Next arrows. Carousels sit below the fold (nearby hotels, recently
 * viewed, other offers): until one comes near the screen it is the row without its scrolling code,
 * arrows disabled; then embla loads and takes over the same elements (./embla-attach.tsx) — the
 * page's first load does not carry it. Without IntersectionObserver it loads at once. Keyboard: the
 * arrow buttons, the arrow keys anywhere in the carousel, and tabbing to a card scrolls it into
 * view. The slides are rendered by the caller (server components welcome): they are in the HTML
 * before hydration.
 */
export function Carousel({ slides, desktopStep, labelledBy, previousLabel, nextLabel, ...rest }: CarouselProps) {
  const intl = useIntl();
  const viewport = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [api, setApi] = useState<CarouselApi | null>(null);
  // Re-render on embla's own events; the scroll limits are read from embla while rendering.
  const [, setTick] = useState(0);
  const canPrevious = api?.canScrollPrev() ?? false;
  const canNext = api?.canScrollNext() ?? false;

  useEffect(() => {
    const element = viewport.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        setNear(true);
      }
    }, { rootMargin: LOAD_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!api) return;
    const update = () => setTick((tick) => tick + 1);
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!api) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      api.scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      api.scrollNext();
    }
  };

  return (
    <section
      className={styles.carousel}
      style={{ '--carousel-per-view': desktopStep } as CSSProperties}
      aria-roledescription={intl.formatMessage(m.carousel)}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      data-testid={rest['data-testid']}
    >
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={() => api?.scrollPrev()} disabled={!canPrevious} aria-label={previousLabel ?? intl.formatMessage(m.previous)}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className={styles.arrow} onClick={() => api?.scrollNext()} disabled={!canNext} aria-label={nextLabel ?? intl.formatMessage(m.next)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className={styles.slide}
              role="group"
              aria-roledescription={intl.formatMessage(m.slide)}
              aria-label={intl.formatMessage(m.slidePosition, { index: index + 1, count: slides.length })}
              onFocus={() => api?.scrollTo(index)}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {near ? (
        <Suspense fallback={null}>
          <EmblaAttach viewport={viewport} desktopStep={desktopStep} onApi={setApi} />
        </Suspense>
      ) : null}
    </section>
  );
}
