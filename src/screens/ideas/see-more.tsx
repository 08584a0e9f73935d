'use client';

import { useRef, useState, type ReactNode } from 'react';
import styles from './ideas.module.css';

/**
 * "See more" of one ideas section. The server renders every card; cards past the first page carry
 * the `extra` class, hidden by CSS while this wrapper is collapsed (and only when scripting is on,
 * so without JavaScript every card shows and the button does not). Expanding reveals them, moves
 * the focus to the first revealed card and removes the button.
 */
export function SeeMore({
  label,
  describedBy,
  listId,
  children,
}: {
  label: string;
  /** Id of the section heading: the button reads "See more" with the section as its description. */
  describedBy: string;
  listId: string;
  children: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  function expand() {
    setExpanded(true);
    // After React has shown the cards: the first revealed card is where the reader continues.
    requestAnimationFrame(() => {
      const first = wrapper.current?.querySelector<HTMLElement>('[data-extra] a');
      first?.focus();
    });
  }

  return (
    <div ref={wrapper} className={styles.collapsible} data-expanded={expanded ? 'true' : 'false'}>
      {children}
      {expanded ? null : (
        <div className={styles.seeMore}>
          <button
            type="button"
            className={styles.seeMoreButton}
            aria-expanded={false}
            aria-controls={listId}
            aria-describedby={describedBy}
            onClick={expand}
          >
            {label}
          </button>
        </div>
      )}
    </div>
  );
}
