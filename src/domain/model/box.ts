import type { Image } from './product';

/** Gift boxes (part 1 §3 Box, part 2 §3 Box detail and Box list item). Prices in cents. */

export interface BoxImages {
  main: string | null;
  mainBySize: Record<string, string>;
}

export interface BoxDetail {
  code: string;
  title: string;
  description: string | null;
  includedContent: string[];
  value: number | null;
  referencePrice: number | null;
  sellPrice: number | null;
  promo: number;
  subthemas: string[];
  images: BoxImages;
  /** Every picture, for the box page's gallery (the main one first). */
  gallery: Image[];
  slug: string | null;
  format: 'DIGITAL' | 'PHYSICAL' | null;
  digitalCode: string | null;
  physicalCode: string | null;
  pageModel: { pageTitle: string | null; metaDescription: string | null; metaRobots: string | null } | null;
}

export interface BoxListItem {
  code: string;
  title: string;
  includedContent: string[];
  sellPrice: number;
  referencePrice: number | null;
  /** Rounded percent difference between reference and sell price (part 2 §9). */
  promo: number;
  images: BoxImages;
  slug: string;
}
