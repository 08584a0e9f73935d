'use client';

import { useState } from 'react';
import { useSectionScroll } from '@/components/ui/use-section-scroll';
import { activeProductTab, tabScrollTarget, type ProductTab, type ScreenType } from '@/domain/product/product-tabs';
import { DESKTOP_MIN_WIDTH } from '@/theme/breakpoints';
import styles from './section-tabs.module.css';

export interface SectionTab {
  id: ProductTab;
  label: string;
}

function screenType(): ScreenType {
  return window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`).matches ? 'desktop' : 'mobile';
}

/**
 * The page's tabs (only sections with content are listed by the server): links to the sections,
 * so they work without JavaScript; with it a click scrolls smoothly to the section under the
 * offset, and the active tab follows the scroll.
 */
export function SectionTabs({ tabs, label }: { tabs: readonly SectionTab[]; label: string }) {
  const [active, setActive] = useState<ProductTab | null>(tabs[0]?.id ?? null);

  useSectionScroll(
    tabs.map((tab) => tab.id),
    ({ scrollY, sectionTops, atPageEnd }) => setActive(activeProductTab({ scrollY, screen: screenType(), sectionTops: sectionTops as Partial<Record<ProductTab, number>>, atPageEnd })),
  );

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
                window.scrollTo({ top: tabScrollTarget(target.getBoundingClientRect().top + window.scrollY, screenType()), behavior: reduced ? 'auto' : 'smooth' });
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
