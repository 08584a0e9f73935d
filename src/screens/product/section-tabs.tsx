'use client';

import { useEffect, useState } from 'react';
import { DESKTOP_MIN_WIDTH } from '@/theme/breakpoints';
import styles from './product.module.css';

export interface SectionTab {
  id: string;
  label: string;
}

/** Part 1 §2: a tab click scrolls to its section with 30 px to spare on phones, 70 on desktop. */
const SCROLL_OFFSET = { mobile: 30, desktop: 70 } as const;

function scrollOffset(): number {
  return window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`).matches ? SCROLL_OFFSET.desktop : SCROLL_OFFSET.mobile;
}

/**
 * The last section whose top has passed the offset line; the first one before any has; the last
 * one once the page is scrolled to its end (a short last section never reaches the line).
 */
export function activeSectionAt(tops: ReadonlyArray<{ id: string; top: number }>, offset: number, atEnd = false): string | null {
  if (atEnd && tops.length > 0) return tops[tops.length - 1]!.id;
  let active: string | null = tops[0]?.id ?? null;
  for (const section of tops) if (section.top - offset <= 1) active = section.id;
  return active;
}

/**
 * The page's tabs (only sections with content are listed by the server): links to the sections,
 * so they work without JavaScript; with it a click scrolls smoothly to the section under the
 * offset, and the active tab follows the scroll.
 */
export function SectionTabs({ tabs, label }: { tabs: readonly SectionTab[]; label: string }) {
  const [active, setActive] = useState<string | null>(tabs[0]?.id ?? null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = tabs.flatMap((tab) => {
        const element = document.getElementById(tab.id);
        return element ? [{ id: tab.id, top: element.getBoundingClientRect().top }] : [];
      });
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(activeSectionAt(tops, scrollOffset(), atEnd));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // The page may open scrolled (a #section link, a reload): the tabs start from where it is.
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [tabs]);

  return (
    <nav className={styles.tabs} aria-label={label} data-testid="product-tabs">
      <ul className={styles.tabList}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <a
              href={`#${tab.id}`}
              className={styles.tab}
              aria-current={tab.id === active ? 'true' : undefined}
              onClick={(event) => {
                const target = document.getElementById(tab.id);
                if (!target) return;
                event.preventDefault();
                const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
                window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - scrollOffset(), behavior: reduced ? 'auto' : 'smooth' });
                setActive(tab.id);
                // The section takes the focus for keyboard and screen reader users (no scroll jump).
                target.setAttribute('tabindex', '-1');
                target.focus({ preventScroll: true });
              }}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
