'use client';

import { useState } from 'react';
import { useSectionScroll } from '@/components/ui/use-section-scroll';
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

  useSectionScroll(
    tabs.map((tab) => tab.id),
    (scroll) => setCurrent(currentSection({ ...scroll, screen: screenNow() }) ?? tabs[0]?.id ?? null),
  );

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
