/**
 * The hotel page's islands in one chunk. Those reading the hash share the hash store, the calendar
 * rules and the link builders: imported one by one, each chunk carried its own copy of them (about
 * 12 kB gzip twice over on the hotel page; the nearby hotels' links alone, 7.8 kB; issue 24). The
 * small ones join them rather than pay a chunk each.
 */
export { HotelSearchBar } from './search-bar/hotel-search-bar';
export { HotelOffers } from './hotel-offers';
export { OfferDetailLoader } from './offer-detail-loader';
export { NearbyHotelLink } from './nearby-hotel-link';
export { Carousel } from '@/components/carousel/carousel';
export { SeeMore } from '@/components/ui/see-more';
export { InfoDialog } from '@/components/ui/info-dialog';
