import type { ReactNode } from 'react';
import styles from './blocks.module.css';

/** A block's frame: a section named by its heading when the CMS gave one. */
export function BlockSection({ id, title, subtitle, aside, children, type }: { id: string; title: string | null; subtitle?: string | null; aside?: ReactNode; children: ReactNode; type: string }) {
  const headingId = `block-${id}-title`;
  return (
    <section className={styles.block} aria-labelledby={title ? headingId : undefined} data-block-type={type}>
      {title ? (
        aside ? (
          <div className={styles.headingRow}>
            <h2 id={headingId} className={styles.heading}>
              {title}
            </h2>
            {aside}
          </div>
        ) : (
          <h2 id={headingId} className={styles.heading}>
            {title}
          </h2>
        )
      ) : null}
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      {children}
    </section>
  );
}
