import { isListedBoxCode } from '@/domain/box-listing';
import { LOCALES, type Locale } from '@/domain/model/locale';
import type { KnownEquivalents } from '@/routing';
import { isBoxCode, isSlug } from '@/routing/segments';

/** One box as a site's boxes search lists it. */
export interface ListedBox {
  code: string;
  slug: string;
}

/** Each site's boxes search (absent: that site's list could not be read). */
export type BoxesBySite = Partial<Record<Locale, readonly ListedBox[]>>;

/**
 * The same box page in every site (hreflang) for the page of `locale`: a box exists in a site when
 * that site's boxes search lists its digital code (the listing's rule, part 2 §9), under that
 * site's own slug (box slugs are per language). A site whose list could not be read is left out
 * rather than guessed. A page its own site does not list (or cannot tell) names no other site:
 * none of them names it back, and hreflang must be reciprocal.
 * One rule for the box page and the sitemap, so both publish the same set.
 */
export function boxEquivalents(digitalCode: string, sites: BoxesBySite, locale: Locale): KnownEquivalents {
  const listedIn = (site: Locale) => sites[site]?.find((box) => box.code === digitalCode && isListedBoxCode(box.code) && isBoxCode(box.code) && isSlug(box.slug));
  const known: KnownEquivalents = {};
  const ownListed = listedIn(locale) !== undefined;
  for (const site of LOCALES) {
    if (site === locale) continue;
    const listed = ownListed ? listedIn(site) : undefined;
    known[site] = listed ? { screen: 'box', locale: site, params: { slug: listed.slug, code: listed.code } } : null;
  }
  return known;
}
