import { offer, type OfferAvailability } from './offer';
import { aggregateRating, type RatingFacts } from './rating';
import { structuredDataUrls } from './urls';

/** Pictures a Product carries: the first few of the page's gallery. */
export const PRODUCT_IMAGE_COUNT = 4;

/** What every page selling something (a stay, an activity voucher, a box) says about it. */
export interface ProductFacts {
  name: string;
  description?: string | null;
  /** The page's canonical URL, absolute. */
  url: string;
  /** Picture URLs as the API gives them (absolute) or storefront paths. */
  images: readonly string[];
  /** Who makes what is sold: the hotel of a stay, the centre of an activity. */
  brand?: string | null;
  sku?: string | null;
  offer?: { priceCents: number; availability?: OfferAvailability } | null;
  rating?: RatingFacts | null;
}

/**
 * schema.org Product. Google only shows a product that has an offer, a review or a rating: with
 * none of them (no price, no review) there is nothing worth saying and the page carries none (null).
 */
export function productData(facts: ProductFacts, siteUrl: string) {
  const rating = aggregateRating(facts.rating);
  const sale = facts.offer && facts.offer.priceCents > 0 ? offer({ priceCents: facts.offer.priceCents, url: facts.url, availability: facts.offer.availability }) : null;
  if (sale === null && rating === null) return null;
  const images = structuredDataUrls(facts.images, siteUrl, PRODUCT_IMAGE_COUNT);
  const description = facts.description?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: facts.name,
    ...(description ? { description } : {}),
    url: facts.url,
    ...(images.length > 0 ? { image: images } : {}),
    ...(facts.brand ? { brand: { '@type': 'Brand', name: facts.brand } } : {}),
    ...(facts.sku ? { sku: facts.sku } : {}),
    ...(sale ? { offers: sale } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
  };
}
