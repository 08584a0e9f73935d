/**
 * Content-managed pieces of the storefront (homepage, banners, promo bars, blocks), as the
 * screens use them, and the pure rules the spec gives about them (part 2 §2, §4, §9).
 * Prices are integers in cents; instants are ISO 8601 strings.
 */
export type Flow = 'booking' | 'gifting' | 'activity' | 'hotel';
export type PageKind = 'home' | 'product' | 'search';

export interface CountDown {
  start: string;
  end: string;
}

export interface CmsLink {
  url: string;
  campaign: string | null;
  category: string | null;
}

export interface Cta {
  label: string;
  url: string;
  newTab: boolean;
}

export interface CmsImage {
  url: string;
  mobileUrl: string | null;
  alt: string;
}

/** Structured rich text: the storefront renders these nodes, it never injects HTML. */
export type RichInline = { type: 'text'; text: string } | { type: 'link'; text: string; url: string; newTab: boolean };
export type RichNode =
  | { type: 'heading'; level: 2 | 3 | 4; text: string }
  | { type: 'paragraph'; children: RichInline[] }
  | { type: 'list'; ordered: boolean; items: RichInline[][] };

export interface BoxCard {
  id: string;
  title: string;
  description: string;
  /** Out of 5; null when the CMS gives none. */
  rating: number | null;
  price: number;
  /** Discounted price, null when the box is not on promotion. */
  promoPrice: number | null;
  image: string;
  link: CmsLink;
}

export interface BoxesBlock {
  type: 'boxes';
  id: string;
  title: string;
  subtitle: string | null;
  boxes: BoxCard[];
  cta: Cta | null;
}
export interface JumbotronBlock {
  type: 'jumbotron';
  id: string;
  title: string;
  subtitle: string | null;
  image: CmsImage | null;
  countDown: CountDown | null;
  ctas: Cta[];
}
export interface MainUspBlock {
  type: 'mainUsp';
  id: string;
  title: string | null;
  items: Array<{ icon: string | null; title: string; text: string }>;
}
export interface MarketingBlock {
  type: 'marketing';
  id: string;
  title: string;
  text: string;
  image: CmsImage | null;
  cta: Cta | null;
}
export interface CategoriesBlock {
  type: 'categories';
  id: string;
  title: string | null;
  items: Array<{ id: string; label: string; image: string | null; url: string }>;
}
export interface BannerBlock {
  type: 'banner';
  id: string;
  title: string;
  subtitle: string | null;
  image: CmsImage | null;
  link: CmsLink | null;
  colorPalette: { background: string | null; text: string | null };
}
export interface BoxCodesBlock {
  type: 'boxCodes';
  id: string;
  title: string | null;
  codes: string[];
}
export interface RelatedBannerBlock {
  type: 'relatedBanner';
  id: string;
  title: string | null;
  links: Array<{ label: string; url: string }>;
}
export interface ArticleBlock {
  type: 'article';
  id: string;
  title: string;
  content: RichNode[];
  image: CmsImage | null;
}
export interface TopSearchResultsBlock {
  type: 'topSearchResults';
  id: string;
  title: string;
  searchParams: { resultsCount: number; type: 'weekend' | 'activity'; url: string; newTab: boolean };
  criteria: { city: string | null; theme: string | null };
}

export type ContentBlock =
  | BoxesBlock
  | JumbotronBlock
  | MainUspBlock
  | MarketingBlock
  | CategoriesBlock
  | BannerBlock
  | BoxCodesBlock
  | RelatedBannerBlock
  | ArticleBlock
  | TopSearchResultsBlock;

/** Landing and homepage top-results blocks show 3 results unless the CMS says otherwise (part 2 §9). */
export const DEFAULT_TOP_RESULTS_COUNT = 3;

export interface Seo {
  title: string;
  description: string;
  canonicalUrl: string | null;
  robots: string | null;
}

export interface AnnouncementBanner {
  content: string;
  title: string;
  link: CmsLink | null;
  colorVariation: string | null;
  countDown: CountDown | null;
}

export interface PromoBarLink {
  label: string;
  url: string;
  newTab: boolean;
  variant: 'default' | 'black';
}

export interface PromoBar {
  internalCode: string;
  campaign: string | null;
  category: string | null;
  flow: string;
  page: string;
  links: PromoBarLink[];
  colorPalette: { background: string | null };
}

export interface JumbotronCard {
  title: string;
  image: string | null;
  url: string;
}

export interface Jumbotron {
  title: string;
  subtitle: string | null;
  image: CmsImage | null;
  countDown: CountDown | null;
  ctas: Cta[];
  /** Up to 5 (part 2 §9: jumbotron CTA cards up to 5 columns). */
  cards: JumbotronCard[];
}

export interface HomepageFlow {
  seo: Seo;
  announcementBanner: AnnouncementBanner | null;
  header: { links: Array<{ label: string; url: string }> } | null;
  promoBar: PromoBar | null;
  jumbotron: Jumbotron | null;
  blocks: ContentBlock[];
  footer: { text: string | null; links: Array<{ label: string; url: string }> } | null;
}

/** Flows a locale does not publish are absent. */
export type Homepage = Partial<Record<Flow, HomepageFlow>>;

/** An announcement banner for one page kind and flow, in the requested locale. */
export interface AnnouncementBannerEntry {
  id: string;
  page: string;
  flow: string;
  banner: AnnouncementBanner;
}

export interface SerpBoxBlock {
  id: string;
  containerId: string;
  title: string;
  subtitle: string | null;
  colorPalette: { background: string | null; text: string | null };
  cta: Cta | null;
  boxes: BoxCard[];
}

export interface GiftBlock {
  /** The Italian site shows a different inline block (part 1 §9). */
  variant: 'standard' | 'italian';
  title: string;
  subtitle: string;
  imageS: string;
  imageL: string;
  boxURL: string | null;
  singleVoucherURL: string | null;
  giftcardURL: string | null;
  activityOnlyURL: string | null;
  campaign: string | null;
  category: string | null;
}

export interface Targeting {
  department: string | null;
  theme: string | null;
  city: string | null;
  country: string | null;
  region: string | null;
  lessThanTwoHours: boolean | null;
}

export interface TargetedBanner {
  id: string | null;
  title: string;
  subtitle: string | null;
  imageUrl: string;
  imageMobile: string | null;
  imagePosition: 'center' | 'left' | 'right';
  imageAlt: string;
  ctas: Cta[];
  url: string | null;
  newTab: boolean;
  targeting: Targeting;
}

/** Per-flow homepage content, falling back to the booking flow (part 2 §2 Home page). */
export function homepageForFlow(homepage: Homepage, flow: Flow): HomepageFlow | null {
  return homepage[flow] ?? homepage.booking ?? null;
}

/** The announcement banner of a page kind and flow, if the CMS planned one. */
export function announcementBannerFor(entries: readonly AnnouncementBannerEntry[], page: PageKind, flow: Flow): AnnouncementBanner | null {
  return entries.find((entry) => entry.page === page && entry.flow === flow)?.banner ?? null;
}

/** Where the visitor's search points: the fields a targeted banner can filter on. */
export type TargetingContext = Partial<Targeting>;

/**
 * The targeted banner for a search context: every field a banner sets must match; among those,
 * the most specific one wins (ties keep the CMS order). Null when none matches.
 */
export function pickTargetedBanner(banners: readonly TargetedBanner[], context: TargetingContext): TargetedBanner | null {
  let best: TargetedBanner | null = null;
  let bestScore = -1;
  for (const banner of banners) {
    let score = 0;
    let matches = true;
    for (const [field, wanted] of Object.entries(banner.targeting) as Array<[keyof Targeting, string | boolean | null]>) {
      if (wanted === null) continue;
      if (context[field] !== wanted) {
        matches = false;
        break;
      }
      score += 1;
    }
    if (matches && score > bestScore) {
      best = banner;
      bestScore = score;
    }
  }
  return best;
}
