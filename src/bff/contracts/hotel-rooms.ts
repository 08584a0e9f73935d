import { bffGetContract } from '../contract';
import type { IsoDay } from '@/domain/calendar';
import type { RoomCard } from '@/domain/hotel/room-offers';
import type { Locale } from '@/domain/model/locale';
import type { PaxQuery } from './pax';

/**
 * The hotel page's rooms priced for a stay: GET /api/hotel/rooms?locale&hotelId&checkin&nights
 * &adult&child&baby → `{ rooms }`, only the offers bookable on those dates (the server renders the
 * dateless rooms; the hash, with the visitor's stay, never reaches it). Prices: never cached.
 */
export interface HotelRoomsQuery extends PaxQuery {
  locale: Locale;
  hotelId: number;
  checkin: IsoDay;
  /** 1 to 14 (the stay a hash can carry). */
  nights: number;
}

export interface HotelRoomsAnswer {
  rooms: RoomCard[];
}

export const hotelRoomsContract = bffGetContract<HotelRoomsQuery, HotelRoomsAnswer>('/api/hotel/rooms');
