import { NotFoundPage, notFoundMetadata } from '@/screens/not-found';

/**
 * The not-found screen on a static route, for the paths Next cannot decode (proxy.ts rewrites them
 * here with the 404 status): the catch-all page would make Next match the raw path against its
 * dynamic segments again, which throws on a malformed escape (a bare 500); a static route has no
 * segment to decode. Reached directly, the proxy answers it 404 like any path of no site.
 */
export const generateMetadata = notFoundMetadata;

export default function NotFoundScreen() {
  return <NotFoundPage />;
}
