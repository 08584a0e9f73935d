import { hotelData, hotelFactsOf, hotelFactsOfSummary, shownRating, stayProductData } from '@/crawlers/structured-data';
import { absoluteUrl, href, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import type { ProductData } from './load';

/**
 * The stay page's structured data: the Product (from-price offer, the hotel's rating as the page
 * shows it) and its Hotel (address, stars, rating), one script each so a reader of either finds it
 * whole. The hotel's URL is its hotel page.
 */
export function productPageStructuredData(input: { route: RouteOf<'product'>; data: ProductData; url: string; context: Pick<ScreenContext, 'siteUrl'> }) {
  const { route, data, url, context } = input;
  const { detail } = data;
  const rating = shownRating(data.reviews, detail.hotel.review);
  const hotelUrl = absoluteUrl(href.hotel(route.locale, detail.hotel.id), context.siteUrl);
  const hotel = data.hotel ? hotelFactsOf(data.hotel, { url: hotelUrl, rating }) : hotelFactsOfSummary(detail.hotel, { url: hotelUrl, rating });
  const product = stayProductData({ detail, rating, url, siteUrl: context.siteUrl });
  return [
    ...(product ? [{ testId: 'product-json-ld', json: product }] : []),
    { testId: 'product-hotel-json-ld', json: hotelData(hotel, context.siteUrl) },
  ];
}
