import { fetchHotelOffers } from '@/api/search';
import { hotelOffersSchema } from '@/bff/contracts/hotel-offers.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';

/** The hotel offers drawer. Prices: never cached; a failure is the drawer's error state (part 1 §8). */
export const GET = bffRoute(hotelOffersSchema, { successCacheControl: NO_STORE }, (query) =>
  fetchHotelOffers({
    locale: query.locale,
    hotelId: query.hotelId,
    checkin: query.checkin,
    night: query.night,
    adults: query.adult,
    children: query.child,
    babies: query.baby,
    gifting: query.flow === 'gifting',
    location: 'search.hotel-offers-drawer',
  }),
);
