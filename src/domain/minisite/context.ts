import { isPartnerMinisite, type PartnerMinisite } from '@/domain/model/content';
import { isLocale, type Locale } from '@/domain/model/locale';

/**
 * The minisite context (Contract MS): a visitor who enters from a partner page keeps the partner
 * on the product pages its offers lead to. It travels in the query of those links
 * (`?minisite=<slug>`), so it is in the URL the visitor shares or reloads, the server reads it
 * before rendering (branding in the HTML, no flash) and a page without it — any other link of the
 * site — has dropped it. Only a slug of the partner list counts; anything else is ignored.
 */
export const MINISITE_QUERY_KEY = 'minisite';

type Query = Readonly<Record<string, string | string[] | undefined>>;

/** The partner named by the query, or null: absent, repeated (ambiguous) or not a partner. */
export function minisiteOfQuery(query: Query): PartnerMinisite | null {
  const value = query[MINISITE_QUERY_KEY];
  if (typeof value !== 'string') return null;
  return isPartnerMinisite(value) ? value : null;
}

/** A storefront link (path, query, hash) carrying the partner's context in its query. */
export function withMinisite(link: string, partner: PartnerMinisite): string {
  const hashAt = link.indexOf('#');
  const beforeHash = hashAt === -1 ? link : link.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : link.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  query.set(MINISITE_QUERY_KEY, partner);
  return `${path}?${query.toString()}${hash}`;
}

/**
 * The site a partner page is served on: its own (minisiteLocale). Asked under another site, the
 * page moves there (the partner's texts, legal footer and canonical are in its language); a
 * minisiteLocale that is no site of ours keeps the page where it was asked.
 */
export function partnerSiteRedirect(minisiteLocale: string, asked: Locale): Locale | null {
  return isLocale(minisiteLocale) && minisiteLocale !== asked ? minisiteLocale : null;
}

/** The context holds on a product page of the partner's own site only (its offers are that site's). */
export function minisiteContextApplies(minisiteLocale: string, pageLocale: Locale): boolean {
  return minisiteLocale === pageLocale;
}
