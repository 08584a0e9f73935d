'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { ISLAND_WRAPPER_STYLE, islandOnServer } from './island-on-server';
import { islandCode } from './island-code';
import { KeptServerHtml } from './kept-server-html';
import { islandWaiting } from './islands-pending';
import { carryOverTyping, typingIn, type Typing } from './typing-carry-over';
import { DESKTOP_QUERY, whenDesktop } from './when-desktop';


const isDesktopNow = (): boolean => window.matchMedia(DESKTOP_QUERY).matches;

/** Where `desktopOnly` runs: the server renders every island for every visitor. */
export interface DesktopOnlyOptions {
  /** True in the server's bundle (the bundler folds `typeof window`); a test may stand for the server. */
  onServer?: boolean;
}

/**
 * A client island that exists for desktop screens only: CSS hides it below the breakpoint (the
 * search box's bar, the top bar's mega-menu). `load` imports its code (`() => import('./x').then(…)`),
 * so the code is a chunk of its own and not in a phone's first load (issue 24: the search box's bar
 * was 10 kB of every page's first load on a phone).
 *
 * - The server renders it for every visitor, in place: it imports the code when this module first
 *   runs, so a render finds it there (the first render after a start waits for it, without a
 *   Suspense boundary: nothing streams later).
 * - The browser fetches its code only on a desktop-wide window: at once when this module runs there,
 *   so it usually arrives before hydration, which then hydrates the island in place. If it arrives
 *   later, the island is rendered in place of its server HTML, which stayed until then (same markup,
 *   nothing moves), and text typed and focus taken meanwhile carry over to the island's fields.
 * - A phone leaves it as the server's HTML, never fetched nor hydrated: an element given
 *   `dangerouslySetInnerHTML` keeps the content the server put in it, and React neither walks it nor
 *   runs the island. Should the window grow to desktop width, the island loads and renders in its place.
 *
 * Not a Suspense boundary on purpose: React streams a large boundary after the rest of a large page
 * and reveals it a frame later (a desktop would see the shift), and a boundary waiting for a chunk at
 * hydration would hold a desktop's hydration up for a round trip.
 *
 *   const DesktopSearchForm = desktopOnly(() => import('./search-form').then((module) => module.SearchForm));
 */
export function desktopOnly<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { onServer = typeof window === 'undefined' }: DesktopOnlyOptions = {},
): ComponentType<Props> {
  if (onServer) return islandOnServer(load);

  const code = islandCode(load);
  const fetchIsland = code.fetch;
  // A desktop asks for the code while the page's scripts run, not after hydration: one round trip less.
  if (isDesktopNow()) void fetchIsland().catch(() => {});

  function DesktopOnlyIsland(props: Props) {
    const [Island, setIsland] = useState<ComponentType<Props> | null>(() => (code.loaded && isDesktopNow() ? code.loaded : null));
    const wrapper = useRef<HTMLDivElement>(null);
    const typing = useRef<Typing | null>(null);

    useEffect(() => {
      if (Island) return;
      let current = true;
      const done = isDesktopNow() ? islandWaiting() : () => {};
      void whenDesktop()
        .then(fetchIsland)
        .then((arrived) => {
          if (!current) return;
          // Read the server HTML's fields and render the island in one go: no keystroke falls between.
          flushSync(() => {
            typing.current = wrapper.current ? typingIn(wrapper.current) : null;
            setIsland(() => arrived);
          });
        })
        // A chunk that failed to load leaves the server HTML as it is, as on a phone.
        .catch(() => {})
        .finally(done);
      return () => {
        current = false;
        done();
      };
    }, [Island]);

    // Before the island's own effects run: they adopt what the fields hold (use-text-typed-before-hydration).
    useLayoutEffect(() => {
      if (!Island || !typing.current || !wrapper.current) return;
      carryOverTyping(wrapper.current, typing.current);
      typing.current = null;
    }, [Island]);

    return Island ? (
      <div style={ISLAND_WRAPPER_STYLE} ref={wrapper}>
        <Island {...props} />
      </div>
    ) : (
      <KeptServerHtml ref={wrapper} />
    );
  }
  return DesktopOnlyIsland;
}
