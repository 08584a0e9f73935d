import { DESKTOP_MIN_WIDTH } from '@/theme/breakpoints';

/** The same threshold as the CSS that shows the desktop-only parts (src/theme/breakpoints.ts). */
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

/**
 * Resolves once the window is desktop-wide: at once on the server and on a desktop screen; on a
 * phone or a narrow window only when it grows (a rotated tablet, a resized window), otherwise never.
 * Parts CSS hides below the breakpoint wait on it before their code is fetched.
 */
export function whenDesktop(target: Pick<Window, 'matchMedia'> | undefined = typeof window === 'undefined' ? undefined : window): Promise<void> {
  if (target === undefined) return Promise.resolve();
  const query = target.matchMedia(DESKTOP_QUERY);
  if (query.matches) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = (event: MediaQueryListEvent) => {
      if (!event.matches) return;
      query.removeEventListener('change', onChange);
      resolve();
    };
    query.addEventListener('change', onChange);
  });
}
