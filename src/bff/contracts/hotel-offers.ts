import { bffGetContract } from '../contract';
import type { IsoDay } from '@/domain/calendar';
import type { Locale } from '@/domain/model/locale';
import type { HotelOffers } from '@/domain/model/search';
import type { SearchFlow } from '@/domain/search';
import type { Pax } from '@/domain/guests/pax';
import { paxQueryOf, type PaxQuery } from './pax';

/**
 * The hotel offers drawer: GET /api/hotel-offers?locale&hotelId&flow[&checkin&night]&adult&child
 * &baby → the hotel's packages for those dates and guests. Prices: never cached.
 */
export interface HotelOffersQuery extends PaxQuery {
  locale: Locale;
  hotelId: number;
  flow: SearchFlow;
  checkin?: IsoDay;
  night?: number;
}

export const hotelOffersContract = bffGetContract<HotelOffersQuery, HotelOffers>('/api/hotel-offers');

/** The drawer's query: the hotel, the page's flow, and the stay dates and guests when known. */
export function hotelOffersQueryOf(input: { locale: Locale; hotelId: number; flow: SearchFlow; criteria: Pax & { checkin?: IsoDay; night?: number } }): HotelOffersQuery {
  const { locale, hotelId, flow, criteria } = input;
  return { locale, hotelId, flow, checkin: criteria.checkin || undefined, night: criteria.night || undefined, ...paxQueryOf(criteria) };
}
