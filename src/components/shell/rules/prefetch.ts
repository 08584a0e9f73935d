import type { Screen } from '@/routing/route';
import { screenOfHref } from '@/routing/screen-of-href';

/**
 * Whether a shell link may prefetch its page on intent: a path of a built screen. A screen not
 * built yet answers the 404 page: prefetching it costs a server render for nothing. Without the
 * list (a context that does not carry it) nothing is prefetched.
 */
export function isPrefetchable(url: string, builtScreens: readonly Screen[] | undefined): boolean {
  const screen = screenOfHref(url);
  return screen !== null && builtScreens !== undefined && builtScreens.includes(screen);
}
