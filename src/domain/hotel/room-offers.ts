import { offersListPromo } from '@/domain/cards/promo';
import type { Hotel } from '@/domain/model/hotel';

/**
 * The hotel page's rooms and their offers (part 2 §2 "Rooms show as cards", §3 Room, §8 hotel
 * states): what a room card shows, and which state the Offers section is in. Prices in cents.
 */

export interface RoomCardOffer {
  id: number;
  /** The product page's path, built by the server (the island adds the stay's hash to it). */
  path: string;
  /** The package's name (the hotel's weekends list), else its programme intro. */
  label: string;
  /** The short programme, without the room (part 2 §3 shortProgramIntroWithoutRoom). */
  intro: string | null;
  sellPrice: number;
  refPrice: number | null;
  /** Offers-list threshold (part 2 §5: at least 10, else 0). */
  promo: number;
  nights: number;
  checkin: string | null;
  hasSelectedDates: boolean;
  paxCount: number | null;
}

export interface RoomCard {
  /** The room's uuid, or its position when the API gives none (keys only). */
  key: string;
  label: string;
  size: number | null;
  type: string | null;
  capacity: number;
  highlights: string[];
  imageUrl: string | null;
  imageAlt: string;
  /** Cheapest first. */
  offers: RoomCardOffer[];
}

/**
 * The rooms that have something to sell, each with its offers cheapest first; rooms keep the hotel's
 * order. `offerPath` names an offer's product page (the routing's builder, which the caller passes).
 */
export function roomCards(hotel: Pick<Hotel, 'rooms' | 'weekends'>, offerPath: (offerId: number) => string): RoomCard[] {
  const packageLabel = new Map(hotel.weekends.map((weekend) => [weekend.id, weekend.label]));
  return hotel.rooms.flatMap((room, index) => {
    if (room.offers.length === 0) return [];
    const image = room.images[0];
    const offers = room.offers
      .map((offer) => ({
        id: offer.id,
        path: offerPath(offer.id),
        label: packageLabel.get(offer.id) ?? offer.shortProgramIntroWithoutRoom ?? room.title,
        intro: offer.shortProgramIntroWithoutRoom,
        sellPrice: offer.sellPrice,
        refPrice: offer.refPrice !== null && offer.refPrice > offer.sellPrice ? offer.refPrice : null,
        promo: offersListPromo(offer.promo),
        nights: offer.nights,
        checkin: offer.checkin,
        hasSelectedDates: offer.hasSelectedDates,
        paxCount: offer.paxCount,
      }))
      .sort((a, b) => a.sellPrice - b.sellPrice || a.id - b.id);
    return [
      {
        key: room.uuid ?? `room-${index}`,
        label: room.title,
        size: room.size,
        type: room.type,
        capacity: room.maxCapacity || room.capacity,
        highlights: room.highlightedFacilities,
        imageUrl: image?.sizes['640_360'] ?? image?.url ?? room.imageUrl,
        imageAlt: image?.alt ?? room.title,
        offers,
      },
    ];
  });
}

/** Every offer of the hotel's room cards, once (the page links each of them). */
export function offerIdsOf(rooms: readonly RoomCard[]): number[] {
  return [...new Set(rooms.flatMap((room) => room.offers.map((offer) => offer.id)))];
}

/**
 * What the Offers section shows (part 2 §8):
 * - without dates and nothing to sell: 'Sorry, we currently don't have any offers for this hotel.';
 * - with dates and nothing bookable on them: 'Sorry, no availability on your dates.';
 * - with dates, while the priced rooms load or when their call failed: loading / error (the
 *   dateless rooms are not shown as if they were bookable on those dates);
 * - otherwise the room cards.
 */
export type HotelOffersState =
  | { kind: 'rooms'; rooms: RoomCard[] }
  | { kind: 'noOffers' }
  | { kind: 'noAvailability' }
  | { kind: 'loading' }
  | { kind: 'error' };

export function hotelOffersState(input: {
  /** The rooms without dates (server-rendered). */
  datelessRooms: readonly RoomCard[];
  /** Whether the visitor's hash carries a stay (check-in and a length). */
  hasDates: boolean;
  /** The rooms priced for that stay: undefined while loading, null when the call failed. */
  datedRooms: readonly RoomCard[] | null | undefined;
}): HotelOffersState {
  // A hotel with nothing to sell has no availability on any dates either: one message says so.
  if (input.datelessRooms.length === 0) return { kind: 'noOffers' };
  if (!input.hasDates) return { kind: 'rooms', rooms: [...input.datelessRooms] };
  if (input.datedRooms === undefined) return { kind: 'loading' };
  if (input.datedRooms === null) return { kind: 'error' };
  return input.datedRooms.length > 0 ? { kind: 'rooms', rooms: [...input.datedRooms] } : { kind: 'noAvailability' };
}
