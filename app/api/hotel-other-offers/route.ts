import { hotelOtherOffersSchema } from '@/bff/contracts/hotel-other-offers.schema';
import { answered, bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { otherOffersOfHotel } from '@/screens/not-found/other-offers.server';

/** The not-found page's hotelId lookup; a failed lookup answers "not found" (the standard 404 block stays). */
export const GET = bffRoute(hotelOtherOffersSchema, { successCacheControl: NO_STORE }, async (query) => answered(await otherOffersOfHotel(query)));
