/**
 * Structured data (schema.org JSON-LD) of every page kind, built in one place (DESIGN §7): each
 * builder takes what the page shows and the site's base URL, and makes every URL absolute once
 * (urls.ts). Pages render the result with `JsonLd` (src/components/seo/json-ld.tsx).
 */
export { activityProductData } from './activity';
export { boxProductData } from './box';
export { breadcrumbListData, type TrailItem } from './breadcrumb';
export { hotelData, hotelFactsOf, hotelFactsOfSummary, type HotelFacts } from './hotel';
export { BRAND_RATING, organizationData } from './organization';
export { productData, type ProductFacts } from './product';
export { aggregateRating, shownRating, type RatingFacts } from './rating';
export { stayProductData } from './stay-product';
export { structuredDataUrl, structuredDataUrls } from './urls';
