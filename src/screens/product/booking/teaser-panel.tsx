'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { teaserActivationOf, type TeaserActivation } from '@/components/ui/teaser-activation';
import { useMounted } from '@/components/ui/use-mounted';
import type { ServerTeaser } from './booking-teaser';
import { StickyBookingBar } from './sticky-booking-bar';
import styles from './teaser-panel.module.css';

/**
 * The booking panel around the server's teaser (./booking-teaser.tsx, its texts and prices worded there): pointing at or focusing it
 * fetches the island; a click on a field or on the book button (their `data-activate`) swaps the
 * island in, opening that field. The desktop sticky bar watches the teaser's book area.
 */
export function TeaserPanel({ productLabel, teaser, onActivate, onIntent }: {
  productLabel: string;
  teaser: ServerTeaser;
  onActivate(activation: TeaserActivation): void;
  onIntent(): void;
}) {
  const mounted = useMounted();
  const panel = useRef<HTMLElement>(null);
  const [bookArea, setBookArea] = useState<HTMLElement | null>(null);
  useEffect(() => setBookArea(panel.current?.querySelector<HTMLElement>('[data-book-area]') ?? null), []);
  const target = useMemo(() => ({ current: bookArea }), [bookArea]);
  return (
    <section
      ref={panel}
      className={styles.panel}
      aria-labelledby="booking-title"
      data-testid="booking-panel"
      // Set once React has attached the handlers: a click before that would do nothing.
      data-hydrated={mounted ? 'true' : undefined}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      onClick={(event) => {
        const activation = teaserActivationOf(event.target);
        if (activation) onActivate(activation);
      }}
    >
      {teaser.content}
      <StickyBookingBar
        target={target}
        label={productLabel}
        price={teaser.stickyPrice}
        actionLabel={teaser.stickyAction}
        onAction={() => {
          bookArea?.scrollIntoView({ block: 'center' });
          onActivate('dates');
        }}
      />
    </section>
  );
}
