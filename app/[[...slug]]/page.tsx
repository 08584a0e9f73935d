import type { Metadata } from 'next';
import { catalogueScreenEntry } from '@/screens/catalogue-screens';
import { PageBody, pageMetadata, type PageProps } from '@/screens/page-entry';

/**
 * The catalogue pages (home, search, product, hotel, boxes, activity, content, ideas, landing,
 * minisite, gift card: the screens of src/screens/catalogue-screens.ts, and no other): rendered once
 * per path and served from Next's cache (ISR), the same HTML for every visitor. The proxy rewrites
 * each request to its path form (src/routing/page-forms.ts); pages with a visitor's own data render
 * in app/%5Fpersonal instead.
 *
 * Lifetime: the catalogue's (CATALOGUE_REVALIDATE_SECONDS, src/caching/cache-tags.ts — a literal
 * here because Next reads it at build time; tests/caching/cache-manifest.test.ts checks they agree),
 * and sooner by tag through /api/revalidate.
 */
export const revalidate = 300;
/**
 * Always rendered as a cached page: a render that reaches for the request (a header, a cookie, an
 * uncached read) fails loudly instead of quietly making every catalogue page per-request again.
 */
export const dynamic = 'error';

export function generateMetadata(props: PageProps): Promise<Metadata> {
  return pageMetadata('cached', catalogueScreenEntry, props);
}

export default function CachedPage(props: PageProps) {
  return <PageBody tree="cached" screens={catalogueScreenEntry} props={props} />;
}
