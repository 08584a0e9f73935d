'use client';

import { useId, useState } from 'react';
import { descriptionLimit, truncatedDescription } from '@/domain/cards/description-truncation';
import styles from './see-more.module.css';

export interface SeeMoreProps {
  text: string;
  /** 'See more' and 'See less', translated by the page. */
  labels: { more: string; less: string };
  className?: string;
}

/**
 * A description cut at 86 characters on phones and 250 on desktop with a see more / see less
 * toggle (part 1 §4, §9). Both cuts are in the HTML and CSS shows the one of the screen, so the
 * server render and the first paint agree at every width; the full text is one click away.
 */
export function SeeMore({ text, labels, className }: SeeMoreProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const mobile = truncatedDescription(text, descriptionLimit('mobile'), expanded);
  const desktop = truncatedDescription(text, descriptionLimit('desktop'), expanded);
  if (!mobile.truncatable) return <p className={className}>{text}</p>;
  return (
    <div className={className}>
      <p id={id}>
        {expanded ? (
          text
        ) : (
          <>
            <span className={styles.mobile}>{mobile.text}</span>
            <span className={styles.desktop}>{desktop.text}</span>
          </>
        )}
      </p>
      <button
        type="button"
        className={`${styles.toggle} ${desktop.truncatable ? '' : styles.mobileToggle}`}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? labels.less : labels.more}
      </button>
    </div>
  );
}
