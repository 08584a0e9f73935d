'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { DESKTOP_QUERY, whenDesktop } from './when-desktop';

/** Layout-neutral: the island's own root lays out as if the wrapper were not there. */
const WRAPPER_STYLE = { display: 'contents' } as const;

/** True on the server (every visitor gets the server HTML) and on a desktop-wide window. */
const isDesktopNow = (): boolean => typeof window === 'undefined' || window.matchMedia(DESKTOP_QUERY).matches;

/**
 * A client island that exists for desktop screens only: CSS hides it below the breakpoint (the
 * search box's bar, the top bar's mega-menu).
 *
 * - The server renders it for every visitor, in place; a desktop hydrates it with the page, as before.
 * - A phone leaves it as the server's HTML, never hydrated: an element given `dangerouslySetInnerHTML`
 *   keeps the content the server put in it, and React neither walks it nor runs the island, its
 *   effects (storage, clocks, stores) or its re-renders (issue 24: phones hydrated and ran these hidden
 *   parts on every page). Should the window grow to desktop width, the island renders in its place.
 *
 * Not a Suspense boundary nor a lazy chunk on purpose: React streams a large boundary after the rest of
 * a large page and reveals it a frame later (a desktop would see the shift), and a chunk fetched at
 * hydration would hold a desktop's hydration up for a round trip.
 *
 *   const DesktopSearchForm = desktopOnly(SearchForm);
 */
export function desktopOnly<Props extends object>(Island: ComponentType<Props>): ComponentType<Props> {
  function DesktopOnlyIsland(props: Props) {
    const [shown, setShown] = useState(isDesktopNow);
    useEffect(() => {
      if (shown) return;
      let current = true;
      void whenDesktop().then(() => current && setShown(true));
      return () => {
        current = false;
      };
    }, [shown]);
    return shown ? (
      <div style={WRAPPER_STYLE}>
        <Island {...props} />
      </div>
    ) : (
      <div style={WRAPPER_STYLE} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
    );
  }
  return DesktopOnlyIsland;
}
