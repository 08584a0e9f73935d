'use client';

import { useEffect, useRef } from 'react';

/** Where the page stands against its sections: the scroll, each section's top on the page, the end reached. */
export interface SectionScroll {
  scrollY: number;
  sectionTops: Record<string, number | undefined>;
  atPageEnd: boolean;
}

/**
 * Section tabs that follow the scroll (the product page's, the hotel bar's): `read` gets where the
 * page stands once per animation frame while it scrolls, and at once (a page may open scrolled: a
 * #section link, a reload). Each page's rule (its offsets, its order) stays in its own domain.
 */
export function useSectionScroll(ids: readonly string[], read: (scroll: SectionScroll) => void): void {
  const reader = useRef(read);
  useEffect(() => {
    reader.current = read;
  });
  const key = ids.join(' ');
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const sectionTops: Record<string, number | undefined> = {};
      for (const id of key.split(' ')) {
        const element = document.getElementById(id);
        if (element) sectionTops[id] = element.getBoundingClientRect().top + window.scrollY;
      }
      const atPageEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      reader.current({ scrollY: window.scrollY, sectionTops, atPageEnd });
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [key]);
}
