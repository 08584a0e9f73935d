'use client';

import { useEffect, useRef, useState, type ComponentType, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { carouselMessages as m } from './messages';
import type { CarouselProps } from './live-carousel';
import styles from './carousel.module.css';

export type { CarouselProps, CarouselSlide } from './live-carousel';

/**
 * The live carousel's code, asked once it is needed and rendered only once it has arrived: until then
 * the static row stays on screen (a lazy component would draw nothing while its chunk loads, and a
 * click on a card in that moment met an empty row).
 */
let loadedLiveCarousel: ComponentType<CarouselProps> | null = null;
const loadLiveCarousel = () =>
  import('./live-carousel').then((module) => {
    loadedLiveCarousel = module.LiveCarousel;
    return module.LiveCarousel;
  });

/** How far below the screen a carousel starts loading its scrolling code. */
const LOAD_MARGIN = '600px';

/**
 * The shared carousel. Carousels sit below the fold (nearby hotels, recently viewed, other offers):
 * until one comes near the screen it is the same row of cards without its scrolling code (embla),
 * which then loads and takes over — the page's first load does not carry it. Without
 * IntersectionObserver it loads at once.
 */
export function Carousel(props: CarouselProps) {
  const intl = useIntl();
  const row = useRef<HTMLElement>(null);
  const [LiveCarousel, setLiveCarousel] = useState<ComponentType<CarouselProps> | null>(() => loadedLiveCarousel);
  useEffect(() => {
    if (LiveCarousel) return;
    let current = true;
    const takeOver = () => void loadLiveCarousel().then((live) => current && setLiveCarousel(() => live));
    const element = row.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      takeOver();
      return () => {
        current = false;
      };
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        takeOver();
      }
    }, { rootMargin: LOAD_MARGIN });
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [LiveCarousel]);
  if (LiveCarousel) return <LiveCarousel {...props} />;
  return (
    <section
      ref={row}
      className={styles.carousel}
      style={{ '--carousel-per-view': props.desktopStep } as CSSProperties}
      aria-roledescription={intl.formatMessage(m.carousel)}
      aria-labelledby={props.labelledBy}
      data-testid={props['data-testid']}
    >
      {/* The arrows' place, so nothing moves when the live carousel takes over. */}
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} disabled aria-label={props.previousLabel ?? intl.formatMessage(m.previous)}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className={styles.arrow} disabled aria-label={props.nextLabel ?? intl.formatMessage(m.next)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className={styles.viewport}>
        <div className={styles.track}>
          {props.slides.map((slide, index) => (
            <div
              key={slide.key}
              className={styles.slide}
              role="group"
              aria-roledescription={intl.formatMessage(m.slide)}
              aria-label={intl.formatMessage(m.slidePosition, { index: index + 1, count: props.slides.length })}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
