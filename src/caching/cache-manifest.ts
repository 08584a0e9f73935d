import { cacheTags } from './cache-tags';
import type { Screen } from '@/routing/route';

/**
 * THE cache manifest (issue 24): every tag the storefront caches under, how long what it tags lives,
 * and the pages it touches. Read by the cached readers (src/caching/cache-tags.ts names the tags
 * and the lifetime), by the revalidation route (app/api/revalidate: only a tag of this list is
 * accepted) and by docs/decisions.md. A catalogue page lives as long as its shortest read; a tag
 * revalidated on demand refreshes every cached read and page made with it.
 */

export { CATALOGUE_SECONDS, STALE_SECONDS } from './lifetimes';

type TagKey = keyof typeof cacheTags;

export interface TagEntry {
  /** What the tag covers (for the CMS and catalogue webhooks' authors). */
  covers: string;
  /** The page kinds whose cached pages read it. */
  pages: readonly (Screen | 'not-found' | 'every page')[];
}

const CATALOGUE_PAGES = ['home', 'search', 'product', 'hotel', 'activity', 'boxes', 'box', 'content', 'ideas', 'landing', 'minisite'] as const;

export const CACHE_MANIFEST: { readonly [K in TagKey]: TagEntry } = {
  activity: { covers: 'an activity voucher', pages: ['activity'] },
  activityImages: { covers: 'an activity’s pictures', pages: ['activity'] },
  subElements: { covers: 'a site’s activity sub-elements', pages: ['activity', 'search'] },
  hotel: { covers: 'a hotel (by id or uri)', pages: ['hotel', 'product'] },
  reviews: { covers: 'a hotel’s reviews', pages: ['hotel', 'product'] },
  box: { covers: 'a gift box', pages: ['box', 'boxes', 'product'] },
  boxes: { covers: 'a site’s box listing', pages: ['boxes', 'home'] },
  destinations: { covers: 'the destinations (cities, regions, themes)', pages: ['search', 'home'] },
  weekend: { covers: 'a stay (weekend package)', pages: ['product', 'hotel'] },
  page: { covers: 'a content page of a site', pages: ['content'] },
  pages: { covers: 'a site’s content pages list', pages: ['content', 'every page'] },
  ideas: { covers: 'a site’s ideas page', pages: ['ideas'] },
  landing: { covers: 'a landing page of a site', pages: ['landing'] },
  landings: { covers: 'a site’s landing pages list', pages: ['landing'] },
  articles: { covers: 'a site’s marketing articles', pages: ['not-found', 'content'] },
  minisite: { covers: 'a partner minisite', pages: ['minisite', 'product'] },
  menu: { covers: 'a site’s menu', pages: ['every page'] },
  dateShortcuts: { covers: 'a site’s popular dated periods', pages: ['every page'] },
  homepage: { covers: 'a site’s home page content', pages: ['home'] },
  announcementBanner: { covers: 'a site’s announcement banner', pages: ['every page'] },
  promoBars: { covers: 'a site’s promotion bars', pages: ['every page'] },
  boxBlockSerp: { covers: 'the box block of the gift search', pages: ['search'] },
  giftBlock: { covers: 'the gift blocks of the search', pages: ['search'] },
  pageReads: { covers: 'the reads a cached page makes without a tag of their own, by service (searches of results blocks, shipping costs)', pages: CATALOGUE_PAGES },
  targetedBanner: { covers: 'the targeted banners of the search', pages: ['search'] },
};

/** A tag's head: the text before its first ':' (the whole tag when it has none). */
function headOf(tag: string): string {
  const colon = tag.indexOf(':');
  return colon === -1 ? tag : tag.slice(0, colon);
}

const PROBE = '0';
/** Every tag head the manifest knows (each tag function called with a probe value). */
const KNOWN_HEADS: ReadonlySet<string> = new Set(
  Object.values(cacheTags).map((tag) => headOf((tag as (...args: string[]) => string)(PROBE, PROBE))),
);

const TAG_TEXT = /^[A-Za-z][A-Za-z0-9-]*(?::[A-Za-z0-9_./-]{1,200})?$/;

/** True for a tag of the manifest (what the revalidation route accepts). */
export function isManifestTag(tag: string): boolean {
  return TAG_TEXT.test(tag) && KNOWN_HEADS.has(headOf(tag));
}
