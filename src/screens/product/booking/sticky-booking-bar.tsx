'use client';

import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import styles from './sticky-booking-bar.module.css';

/** How far below the view the observed root reaches: further than any page is long. */
const BELOW_THE_VIEW = '0px 0px 100000px 0px';

/**
 * The desktop sticky booking bar (part 1 §2): it appears once the booking area has left the view
 * upwards (the visitor reads the sections below) and offers the price and the same action. Hidden
 * on mobile by CSS; aria-hidden while out of sight, so it is never a second tab stop for nothing.
 * Its price comes worded by its owner (./sticky-price.tsx: the server's teaser, or the island).
 */
export function StickyBookingBar({ target, label, price, actionLabel, onAction, actionDisabled = false }: {
  target: RefObject<HTMLElement | null>;
  label: string;
  price: ReactNode;
  actionLabel: string;
  onAction(): void;
  /** The panel's own action is disabled (no offer for the stay): the bar's too. */
  actionDisabled?: boolean;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // The root reaches far below the view, so the area counts as "in" unless it is above the view: a
    // jump from above the view to below it (a smooth scroll to a row higher up, a slow device skipping
    // frames) is still a crossing the observer reports; with the bare view it is none, and the bar stayed.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setShown(!entry.isIntersecting && entry.boundingClientRect.bottom < 0);
      },
      { rootMargin: BELOW_THE_VIEW },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  if (!shown) return null;
  return (
    <div className={styles.stickyBar} data-testid="sticky-booking-bar">
      <div className={styles.stickyInner}>
        <span className={styles.stickyLabel}>{label}</span>
        {price}
        <button type="button" className={styles.action} onClick={onAction} disabled={actionDisabled} data-testid="sticky-book-button">
          {actionLabel}
        </button>
      </div>
    </div>
  );
}
