import { screenOfHref } from '@/routing/screen-of-href';

/**
 * Whether a link may prefetch its page on intent: a path of one of the storefront's screens. Any
 * other address (the help centre, a partner's site, a path no screen answers) is not ours to
 * prefetch: it would cost a request, or a 404 render, for nothing.
 */
export function isPrefetchable(url: string): boolean {
  return screenOfHref(url) !== null;
}
