'use client';

import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { sourcesOf, type CarouselProps } from './card-carousel-sources';
import { offerCardMessages as m } from './messages';
import styles from './offer-card.module.css';

const loadEmblaCarousel = () => import('./embla-card-carousel');
const EmblaCardCarousel = lazy(loadEmblaCarousel);

/**
 * The full card's pictures. Until the visitor reaches for them (pointer over the card's picture,
 * focus, or an arrow) only the first picture is drawn with its arrows: twelve embla instances set up
 * while the page hydrates cost the phone's main thread for carousels nobody touched yet, and embla
 * itself loads then, not with the page (DESIGN §6). The static picture stays while it loads.
 */
export function CardCarousel(props: CarouselProps) {
  const [active, setActive] = useState(false);
  const [pending, setPending] = useState<'next' | null>(null);
  const [focusNext, setFocusNext] = useState(false);
  const staticPicture = (
    <div
      onPointerEnter={() => setActive(true)}
      onFocus={() => {
        setFocusNext(true);
        setActive(true);
      }}
      className={styles.carousel}
    >
      <StaticFirstPicture
        {...props}
        onNext={() => {
          setPending('next');
          setActive(true);
        }}
      />
    </div>
  );
  if (!active) return staticPicture;
  return (
    <Suspense fallback={staticPicture}>
      <EmblaCardCarousel {...props} startWith={pending} focusNext={focusNext} />
    </Suspense>
  );
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
