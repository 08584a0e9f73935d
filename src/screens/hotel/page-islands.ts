/**
 * The hotel page's three main islands in one chunk. They share the hash store, the calendar rules
 * and the link builders: imported one by one, each chunk carried its own copy of them (about 12 kB
 * gzip twice over on the hotel page, issue 24).
 */
export { HotelSearchBar } from './search-bar/hotel-search-bar';
export { HotelOffers } from './hotel-offers';
export { OfferDetailLoader } from './offer-detail-loader';
