'use client';

import { useEffect, useState } from 'react';
import { currentSection } from '@/domain/hotel';
import { screenNow, scrollToSection } from './scroll-to-section';
import styles from './search-bar.module.css';

export interface HotelTab {
  /** The section element's id on the page (about, getaways, reviews). */
  id: string;
  label: string;
}


/**
 * The hotel page's section tabs in the desktop bar: links to the sections (they work without
 * JavaScript); with it a click scrolls smoothly under the bar (100 px desktop, part 2 §9) and moves
 * the focus to the section, and the current tab follows the scroll.
 */
export function HotelSectionTabs({ tabs, label }: { tabs: readonly HotelTab[]; label: string }) {
  const [current, setCurrent] = useState<string | null>(tabs[0]?.id ?? null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const sectionTops: Record<string, number | undefined> = {};
      for (const tab of tabs) {
        const element = document.getElementById(tab.id);
        if (element) sectionTops[tab.id] = element.getBoundingClientRect().top + window.scrollY;
      }
      const atPageEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setCurrent(currentSection({ scrollY: window.scrollY, screen: screenNow(), sectionTops, atPageEnd }) ?? tabs[0]?.id ?? null);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // The page may open scrolled (a reload, the 'products' anchor): start from where it is.
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [tabs]);

  return (
    <nav className={styles.tabs} aria-label={label} data-testid="hotel-tabs">
      <ul className={styles.tabList}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <a
              href={`#${tab.id}`}
              className={styles.tab}
              aria-current={tab.id === current ? 'location' : undefined}
              data-testid={`hotel-tab-${tab.id}`}
              onClick={(event) => {
                if (!scrollToSection(tab.id, screenNow(), { focus: true })) return;
                event.preventDefault();
                setCurrent(tab.id);
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
