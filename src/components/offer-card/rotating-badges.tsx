import type { CSSProperties } from 'react';
import { badgeRotation } from '@/domain/cards';
import styles from './offer-card.module.css';

/**
 * The card's badges, one at a time: the next every 3000 ms with a 500 ms slide (part 1 §9), played
 * by the stylesheet (badge-rotation.ts), so the server's HTML rotates before the page's code has run.
 * Every badge is in the markup, read once by a screen reader; the first's copy that closes the round
 * is hidden from it. A visitor who prefers reduced motion keeps the first.
 */
export function RotatingBadges({ badges }: { badges: Array<{ key: string; text: string; promo?: boolean }> }) {
  const first = badges[0];
  if (!first) return null;
  const rotation = badgeRotation(badges.length);
  const style = rotation ? ({ '--badge-count': rotation.count, animationDuration: `${rotation.cycleMs}ms`, animationTimingFunction: rotation.easing } as CSSProperties) : undefined;
  return (
    <span className={styles.badges} data-testid="card-badge">
      <span className={styles.badgeTrack} style={style} data-rotating={rotation ? 'true' : undefined}>
        {badges.map((badge) => (
          <span key={badge.key} className={badge.promo ? styles.promoBadge : styles.badge}>
            {badge.text}
          </span>
        ))}
        {rotation ? (
          <span className={first.promo ? styles.promoBadge : styles.badge} aria-hidden="true">
            {first.text}
          </span>
        ) : null}
      </span>
    </span>
  );
}
