import { useEffect } from 'react';
import { create } from 'zustand';
import { DESKTOP_MIN_WIDTH } from '@/theme/breakpoints';

/**
 * Screen type (mobile or desktop) for BEHAVIOUR (close the burger when the window becomes desktop,
 * pick a drawer or a dropdown…). First paint never depends on it: CSS media queries with the same
 * threshold lay the page out, so server HTML and hydration agree. Unknown ('unknown') until the
 * first client measure.
 */
export type ScreenType = 'mobile' | 'desktop';

/** Resize events come in bursts while a window is dragged: the type is measured once it settles. */
export const SCREEN_TYPE_DEBOUNCE_MS = 150;

export function screenTypeOf(width: number): ScreenType {
  return width >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';
}

interface ScreenTypeState {
  type: ScreenType | 'unknown';
  setWidth(width: number): void;
}

export const useScreenTypeStore = create<ScreenTypeState>((set, get) => ({
  type: 'unknown',
  setWidth: (width) => {
    const type = screenTypeOf(width);
    if (get().type !== type) set({ type });
  },
}));

/**
 * Measures now, then on every resize once `delayMs` passed without another one. Returns the
 * cleanup. Takes the window and the store setter so tests drive it with fake timers.
 */
export function trackScreenType(target: Window, setWidth: (width: number) => void, delayMs = SCREEN_TYPE_DEBOUNCE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => setWidth(target.innerWidth), delayMs);
  };
  setWidth(target.innerWidth);
  target.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    target.removeEventListener('resize', onResize);
  };
}

/** One resize listener however many islands ask for the screen type. */
let listeners = 0;
let stopTracking: (() => void) | null = null;

/**
 * Keeps the screen type measured while the calling island is mounted, without subscribing to it:
 * for islands that only react to a change through `useScreenTypeStore.subscribe`. They then do not
 * render again when the first measure lands right after hydration.
 */
export function useScreenTypeTracking(): void {
  useEffect(() => {
    listeners += 1;
    if (listeners === 1) stopTracking = trackScreenType(window, useScreenTypeStore.getState().setWidth);
    return () => {
      listeners -= 1;
      if (listeners === 0) {
        stopTracking?.();
        stopTracking = null;
      }
    };
  }, []);
}

/**
 * The screen type for an island that renders differently on mobile and desktop (a drawer or a
 * dropdown): 'unknown' until the first measure after mount, so the server and hydration agree.
 */
export function useScreenType(): ScreenType | 'unknown' {
  useScreenTypeTracking();
  return useScreenTypeStore((state) => state.type);
}
