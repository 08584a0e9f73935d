import { fetchHotel } from '@/api/hotel';
import { hotelRoomsSchema } from '@/bff/contracts/hotel-rooms.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { roomCards } from '@/domain/hotel/room-offers';
import { productLink } from '@/routing/product-link';

/** The hotel's rooms priced for the visitor's stay. Prices: never cached; a failure answers 502. */
export const GET = bffRoute(hotelRoomsSchema, { successCacheControl: NO_STORE }, async (query) => {
  const result = await fetchHotel({ hotel: query.hotelId, locale: query.locale, checkin: query.checkin, nights: query.nights, adult: query.adult, child: query.child, baby: query.baby });
  return result.ok ? { ok: true, data: { rooms: roomCards(result.data, (offerId) => productLink(query.locale, { id: offerId })) } } : result;
});
