import type { BoxCodesBlock, ContentBlock, TopSearchResultsBlock } from '@/domain/model/cms';

/**
 * Content blocks as the views render them: the CMS block plus what the server loaded for it
 * (the stays of a top-results block, the boxes named by a box-codes block).
 */

/** A stay or activity of a top-results block, ready to render. Prices in cents. */
export interface ResultCard {
  id: number;
  href: string;
  title: string;
  subtitle: string | null;
  place: string | null;
  stars: number | null;
  review: { average: number; count: number } | null;
  priceCents: number;
  /** from: a stay's "from" price; perPerson: an activity's price per participant; final: a dated price. */
  priceKind: 'from' | 'perPerson' | 'final';
  imageUrl: string | null;
  imageAlt: string;
}

/** A gift box named by code, ready to render. Prices in cents. */
export interface CodeBoxCard {
  code: string;
  href: string;
  title: string;
  sellPrice: number;
  referencePrice: number | null;
  promo: number;
  imageUrl: string | null;
}

export type ResolvedTopSearchResults = TopSearchResultsBlock & { results: ResultCard[] };
export type ResolvedBoxCodes = BoxCodesBlock & { boxes: CodeBoxCard[] };

export type ResolvedBlock =
  | Exclude<ContentBlock, TopSearchResultsBlock | BoxCodesBlock>
  | ResolvedTopSearchResults
  | ResolvedBoxCodes;
