'use client';

import { use, useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { elementAt, placeOf, type ElementPlace } from './element-place';
import { readFormEdits, type FormEdits } from './form-edits';
import { islandCode } from './island-code';
import { ISLAND_WRAPPER_STYLE, islandOnServer } from './island-on-server';
import { KeptServerHtml } from './kept-server-html';
import { useDrawnOverServerHtml } from './use-mounted';

/** An island that takes what the visitor did to its server HTML: null when nothing was (loaded at once, or later pages). */
export type WithFormEdits<Props> = Props & { edits?: FormEdits | null };

/** The island's code once arrived, with what was done to the server's HTML before. */
type Arrived<Props> = { Island: ComponentType<WithFormEdits<Props>>; edits: FormEdits | null };

export interface IntentIslandOptions<Props> {
  /** Load at once: the island has something to show already (a draft kept in the tab). */
  atOnce?(props: Props): boolean;
  /**
   * For an island whose state is not its controls' (a list of results and its buttons, not a form):
   * the last click the visitor made on its HTML before the code arrived (a link's aside: the browser
   * has followed it) is made again on the island's own element at the same place, and the focus is
   * put back at the same place (element-place.ts).
   */
  replay?: boolean;
  /** True in the server's bundle (the bundler folds `typeof window`); a test may stand for the server. */
  onServer?: boolean;
}

/**
 * The last click worth making again on the island: not on a link to another page (the browser
 * follows it), but on a link within the page (a page of results, `#page=2`), which is held for the
 * island to take as its own (it also scrolls to the results) rather than followed.
 */
function replayableClick(event: MouseEvent): Element | null {
  const target = event.target instanceof Element ? event.target : null;
  if (target === null || event.defaultPrevented) return null;
  const link = target.closest('a[href]');
  if (link === null) return target;
  const plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
  if (!plain || !link.getAttribute('href')!.startsWith('#')) return null;
  event.preventDefault();
  return link;
}

/** The focus put back, and the click made again, on the island's own elements (option `replay`). */
function replayOn(root: HTMLElement, focusedAt: ElementPlace | null, clickedAt: ElementPlace | null): void {
  if (focusedAt) (elementAt(root, focusedAt) as HTMLElement | null)?.focus();
  if (clickedAt) (elementAt(root, clickedAt) as HTMLElement | null)?.click();
}

/** What reaching for the form is: any of these inside it fetches the island's code (a press or a key also holds the swap). */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * An island whose code loads when the visitor reaches for it (issue 24: the booking step's form,
 * react-hook-form with it, was 22 kB of the page's first load; the search results, React Query with
 * them, 37 kB): the server renders it in place, and the browser keeps that HTML, usable as plain
 * links and a plain form, until then.
 *
 * - Pointing at it (the pointer over it), pressing on it, focusing it or a key in it fetches the code; a submit is held
 *   (never sent as a plain form) and asked again of the island. `atOnce` loads it with the page.
 * - When the code arrives, the island is rendered in place of the server's HTML, in one go with
 *   reading what the visitor did to it (./form-edits.ts: the controls changed, the one focused, the
 *   ones left, a submit), which it receives as `edits` and takes into its own state. A press or a
 *   key still held waits for its release and its click, so neither a tap nor a Space on a radio is
 *   split between the two elements.
 * - An island that is not a form (`replay`) is given the visitor's last click again (a link within
 *   the page included), and the focus.
 * - A failed fetch leaves the server's HTML as it is; the next intent asks again.
 * - A client navigation has no server HTML to keep: it awaits the code and renders the island.
 *
 *   const TravellerForm = intentIsland(() => import('./traveller-form').then((module) => module.TravellerForm));
 */
export function intentIsland<Props extends object>(
  load: () => Promise<ComponentType<WithFormEdits<Props>>>,
  { atOnce, replay = false, onServer = typeof window === 'undefined' }: IntentIslandOptions<Props> = {},
): ComponentType<Props> {
  if (onServer) return islandOnServer<Props>(load);
  const code = islandCode(load);

  function IntentIsland(props: Props) {
    // A later page finds the code loaded: it hydrates the island at once, nothing was done to it.
    const [island, setIsland] = useState<Arrived<Props> | null>(() => (code.loaded ? { Island: code.loaded, edits: null } : null));
    // Rendered by a client navigation, there is no server HTML to keep: the island's code is awaited
    // (the nearest Suspense boundary stands in until then) and the island rendered at once.
    const hasServerHtml = useDrawnOverServerHtml();
    if (island === null && !hasServerHtml) {
      const Island = code.loaded ?? use(code.fetch());
      return (
        <div style={ISLAND_WRAPPER_STYLE}>
          <Island {...props} edits={null} />
        </div>
      );
    }
    return <IslandOverServerHtml props={props} island={island} setIsland={setIsland} />;
  }

  function IslandOverServerHtml({
    props,
    island,
    setIsland,
  }: {
    props: Props;
    island: Arrived<Props> | null;
    setIsland(island: Arrived<Props>): void;
  }) {
    const wrapper = useRef<HTMLDivElement>(null);
    const waiting = island === null;
    const loadNow = waiting && (atOnce?.(props) ?? false);
    // The listeners' ask, for `atOnce` turning true later (a hash, an assignment arriving): the
    // listeners stay, and what they have seen (a press held, a click to make again) with them.
    const askNow = useRef<(() => void) | null>(null);

    useEffect(() => {
      const root = wrapper.current;
      if (!waiting || !root) return;
      let current = true;
      // A press (pointer) or a key held down: its release, and the click it brings, belong to the
      // element it began on. A Space on a radio checks it on the key's release, a tap clicks on the
      // finger's: the island takes over only once neither is held.
      let pointerHeld = false;
      let keyHeld = false;
      let submitted = false;
      let clicked: Element | null = null;
      const touched = new Set<string>();
      let arrived: ComponentType<WithFormEdits<Props>> | null = null;

      const swap = () => {
        if (!current || arrived === null || pointerHeld || keyHeld) return;
        const Island = arrived;
        current = false;
        const focusedAt = replay ? placeOf(root, document.activeElement) : null;
        const clickedAt = replay ? placeOf(root, clicked) : null;
        // Read the server HTML and render the island in one go: no keystroke falls between.
        flushSync(() => setIsland({ Island, edits: readFormEdits(root, { submitted, touched: [...touched] }) }));
        if (replay && wrapper.current) replayOn(wrapper.current, focusedAt, clickedAt);
      };
      const ask = () => {
        void code.fetch().then(
          (Island) => {
            arrived = Island;
            swap();
          },
          // The server's HTML stays; a click it did not answer is not made again much later, and a
          // link within the page that was held is followed as the browser would have.
          () => {
            if (clicked instanceof HTMLAnchorElement) window.location.assign(clicked.href);
            clicked = null;
          },
        );
      };
      const pressPointer = () => {
        pointerHeld = true;
        ask();
      };
      const pressKey = () => {
        keyHeld = true;
        ask();
      };
      // The click a release brings is dispatched in the same task: swap in the next one.
      const releasePointer = () => {
        pointerHeld = false;
        setTimeout(swap);
      };
      const releaseKey = () => {
        keyHeld = false;
        setTimeout(swap);
      };
      // A window left with a key or a button down never hears its release.
      const releaseAll = () => {
        pointerHeld = false;
        keyHeld = false;
        setTimeout(swap);
      };
      const left = (event: Event) => {
        const name = (event.target as HTMLInputElement | null)?.name;
        if (name) touched.add(name);
      };
      const submit = (event: Event) => {
        event.preventDefault();
        submitted = true;
        ask();
      };
      const click = (event: Event) => {
        clicked = replayableClick(event as MouseEvent);
      };
      const listeners: ReadonlyArray<readonly [EventTarget, string, (event: Event) => void]> = [
        ...INTENT_EVENTS.map((type) => [root, type, ask] as const),
        [root, 'pointerdown', pressPointer],
        [root, 'keydown', pressKey],
        [root, 'focusout', left],
        [root, 'submit', submit],
        ...(replay ? [[root, 'click', click] as const] : []),
        [window, 'pointerup', releasePointer],
        [window, 'pointercancel', releasePointer],
        [window, 'keyup', releaseKey],
        [window, 'blur', releaseAll],
      ];
      for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
      askNow.current = ask;
      return () => {
        current = false;
        askNow.current = null;
        for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      };
    }, [waiting, setIsland]);

    useEffect(() => {
      if (loadNow) askNow.current?.();
    }, [loadNow]);

    if (island === null) return <KeptServerHtml ref={wrapper} />;
    return (
      <div style={ISLAND_WRAPPER_STYLE} ref={wrapper}>
        <island.Island {...props} edits={island.edits} />
      </div>
    );
  }
  return IntentIsland;
}
