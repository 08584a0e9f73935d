import { hotelOffersState, offerIdsOf, roomCards, type RoomCard } from '@/domain/hotel/room-offers';
import type { Hotel, HotelRoom, RoomOffer } from '@/domain/model/hotel';

const offer = (id: number, sellPrice: number, extra: Partial<RoomOffer> = {}): RoomOffer => ({
  id,
  room: 'Double',
  sellPrice,
  refPrice: null,
  promo: 0,
  priceType: 'FROM_PRICE',
  nights: 1,
  checkin: null,
  hasSelectedDates: false,
  shortProgramIntroWithoutRoom: 'Dinner · Spa',
  paxCount: 2,
  ...extra,
});

const room = (uuid: string | null, offers: RoomOffer[], extra: Partial<HotelRoom> = {}): HotelRoom => ({
  uuid,
  title: `Room ${uuid}`,
  bedding: null,
  capacity: 2,
  maxCapacity: 3,
  description: null,
  details: null,
  type: 'double',
  highlightedFacilities: ['Sea view'],
  images: [{ url: '/img/a.jpg', sizes: { '640_360': '/img/a-640.jpg' }, alt: 'A room', legend: null }],
  imageUrl: null,
  size: 24,
  importantInfos: [],
  offers,
  ...extra,
});

const hotel = (rooms: HotelRoom[]): Pick<Hotel, 'rooms' | 'weekends'> => ({
  rooms,
  weekends: [{ id: 11, label: 'Spa weekend', headwords: [], images: [], sellPrice: 0, refPrice: null, promo: 0 }],
});

const offerPath = (offerId: number) => `/p/${offerId}`;

describe('roomCards', () => {
  it('keeps the rooms that sell something, with the card fields and their offers cheapest first', () => {
    const cards = roomCards(hotel([room('a', [offer(12, 30000), offer(11, 20000)]), room('empty', []), room(null, [offer(13, 15000)])]), offerPath);
    expect(cards.map((card) => card.key)).toEqual(['a', 'room-2']);
    expect(cards[0]).toMatchObject({ label: 'Room a', size: 24, type: 'double', capacity: 3, highlights: ['Sea view'], imageUrl: '/img/a-640.jpg', imageAlt: 'A room' });
    expect(cards[0]!.offers.map((item) => [item.id, item.label, item.path])).toEqual([
      [11, 'Spa weekend', '/p/11'],
      [12, 'Dinner · Spa', '/p/12'],
    ]);
  });

  it('shows a promo from 10 % only, and a reference price only above the price', () => {
    const [card] = roomCards(hotel([room('a', [offer(11, 20000, { refPrice: 25000, promo: 20 }), offer(12, 20000, { refPrice: 20000, promo: 9 })])]), offerPath);
    expect(card!.offers.map((item) => [item.promo, item.refPrice])).toEqual([
      [20, 25000],
      [0, null],
    ]);
  });

  it('lists every offer once', () => {
    const cards = roomCards(hotel([room('a', [offer(11, 1), offer(12, 2)]), room('b', [offer(12, 3)])]), offerPath);
    expect(offerIdsOf(cards)).toEqual([11, 12]);
  });
});

describe('hotelOffersState', () => {
  const rooms: RoomCard[] = roomCards(hotel([room('a', [offer(11, 20000)])]), offerPath);

  it('without dates: the rooms, or no offers for this hotel', () => {
    expect(hotelOffersState({ datelessRooms: rooms, hasDates: false, datedRooms: undefined })).toEqual({ kind: 'rooms', rooms });
    expect(hotelOffersState({ datelessRooms: [], hasDates: false, datedRooms: undefined })).toEqual({ kind: 'noOffers' });
  });

  it('with dates: loading, then the priced rooms, no availability on the dates, or the error', () => {
    expect(hotelOffersState({ datelessRooms: rooms, hasDates: true, datedRooms: undefined })).toEqual({ kind: 'loading' });
    expect(hotelOffersState({ datelessRooms: rooms, hasDates: true, datedRooms: rooms })).toEqual({ kind: 'rooms', rooms });
    expect(hotelOffersState({ datelessRooms: rooms, hasDates: true, datedRooms: [] })).toEqual({ kind: 'noAvailability' });
    expect(hotelOffersState({ datelessRooms: rooms, hasDates: true, datedRooms: null })).toEqual({ kind: 'error' });
  });

  it('a hotel with nothing to sell says so whatever the dates', () => {
    expect(hotelOffersState({ datelessRooms: [], hasDates: true, datedRooms: [] })).toEqual({ kind: 'noOffers' });
  });
});
