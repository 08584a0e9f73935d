'use client';

import { useEffect, useState } from 'react';
import { BADGE_ROTATION_INTERVAL_MS, badgeRotationIndex, isBadgeTransitioning } from '@/domain/cards';
import styles from './offer-card.module.css';

/**
 * The card's badges, one at a time: the next every 3000 ms with a 500 ms fade (part 1 §9). The
 * server and the first render show the first badge; a visitor who prefers reduced motion keeps it.
 */
export function RotatingBadges({ badges }: { badges: Array<{ key: string; text: string; promo?: boolean }> }) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (badges.length <= 1 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const start = Date.now();
    const tick = () => setElapsed(Date.now() - start);
    // Ticks at each switch and at each fade's end.
    const timer = setInterval(tick, BADGE_ROTATION_INTERVAL_MS / 6);
    return () => clearInterval(timer);
  }, [badges.length]);
  if (badges.length === 0) return null;
  const badge = badges[badgeRotationIndex(elapsed, badges.length)] ?? badges[0];
  if (!badge) return null;
  return (
    <span className={styles.badges} data-testid="card-badge" data-fading={isBadgeTransitioning(elapsed, badges.length) ? 'true' : 'false'}>
      <span className={badge.promo ? styles.promoBadge : styles.badge}>{badge.text}</span>
    </span>
  );
}
