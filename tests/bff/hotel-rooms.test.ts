import { GET } from '../../app/api/hotel/rooms/route';
import { addFaultRule } from '../../mocks/faults';
import { hotelRoomsContract, type HotelRoomsAnswer } from '@/bff/contracts/hotel-rooms';
import { expectBffError, getRequest, spyUpstream } from './helpers';
import { bookableStay } from './stays';

/** GET /api/hotel/rooms over the in-process simulator. */
const stay = bookableStay();
const base = { locale: 'fr_FR', hotelId: stay.pkg.hotelId, checkin: stay.checkin, nights: stay.nights, adult: 2, child: 0, baby: 0 };
const call = (query: Record<string, string | number | undefined>) => GET(getRequest(hotelRoomsContract.path, query));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('GET /api/hotel/rooms', () => {
  it('answers the rooms with the offers bookable on the dates, priced for the stay, uncached', async () => {
    const response = await call(base);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { rooms } = (await response.json()) as HotelRoomsAnswer;
    const offers = rooms.flatMap((room) => room.offers);
    expect(offers.map((offer) => offer.id)).toContain(stay.pkg.id);
    expect(offers.every((offer) => offer.hasSelectedDates && offer.checkin === stay.checkin && offer.nights === stay.nights && offer.sellPrice > 0)).toBe(true);
  });

  it('asks the hotel call for the dates and guests given', async () => {
    const upstream = spyUpstream();
    expect((await call({ ...base, adult: 3, child: 1 })).status).toBe(200);
    const asked = new URL(upstream.urls().find((url) => url.includes(`/hotel/${stay.pkg.hotelId}.json`))!);
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ checkin: stay.checkin, nights: String(stay.nights), adult: '3', child: '1', baby: '0', locale: 'fr_FR' });
  });

  it.each([
    ['no check-in', { checkin: undefined }],
    ['a check-in that is not a day', { checkin: '2026-02-30' }],
    ['no nights', { nights: undefined }],
    ['15 nights', { nights: 15 }],
    ['a hotel id with a leading zero', { hotelId: `0${stay.pkg.hotelId}` }],
    ['an unknown locale', { locale: 'en_GB' }],
    ['21 adults', { adult: 21 }],
  ])('refuses %s (400 invalid-query)', async (_, overrides) => {
    await expectBffError(await call({ ...base, ...overrides }), 400, 'invalid-query');
  });

  it('answers the upstream error when the API fails, 404 when it does not know the hotel', async () => {
    await expectBffError(await call({ ...base, hotelId: 987_654_321 }), 404, 'not-found');
    addFaultRule({ path: `/hotel/${stay.pkg.hotelId}.json`, fault: { kind: 'status', status: 500 } });
    await expectBffError(await call(base), 502, 'upstream');
  });
});
