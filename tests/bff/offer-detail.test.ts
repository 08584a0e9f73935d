import { GET } from '../../app/api/product/offer-detail/route';
import { addFaultRule } from '../../mocks/faults';
import { offerDetailContract, offerDetailQueryOf, type OfferDetailAnswer } from '@/bff/contracts/offer-detail';
import { expectBffError, getRequest, spyUpstream } from './helpers';
import { bookableStay, catalogue } from './stays';

/** GET /api/product/offer-detail over the in-process simulator (part 2 §3 "Offer detail", §7). */
const stay = bookableStay({ datedActivity: true });
const base = { locale: 'fr_FR', offerId: stay.pkg.id, checkin: stay.checkin, nights: stay.nights, adult: 2, child: 0, baby: 0 };
const call = (query: Record<string, string | number | undefined>) => GET(getRequest(offerDetailContract.path, query));
const hotel = catalogue.index.hotelById.get(stay.pkg.hotelId)!;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('GET /api/product/offer-detail', () => {
  it("answers the offer's label, hotel, pictures, programme, activities, room and the stay's price, uncached", async () => {
    const response = await call(base);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as OfferDetailAnswer;
    expect(answer.id).toBe(stay.pkg.id);
    expect(answer.label).toBe(stay.pkg.label.fr);
    expect(answer.hotel).toEqual({ label: hotel.label, checkInOut: { checkin: hotel.checkIn, checkout: hotel.checkOut } });
    expect(answer.images.length).toBeGreaterThan(0);
    expect(answer.images.every((image) => image.url.includes('640x360'))).toBe(true);
    expect(answer.programLines).toEqual(stay.pkg.programLines.map((line) => line.fr));
    expect(answer.activities.map((activity) => activity.activityId)).toEqual(stay.pkg.activities.map((activity) => activity.activityId));
    expect(answer.activities.filter((activity) => activity.singleDay).length).toBeGreaterThan(0);
    expect(answer.room).toMatchObject({ capacity: expect.any(Number), maxCapacity: expect.any(Number) });
    expect(answer.price).toMatchObject({ final: true, nights: stay.nights, nbRooms: 1 });
    expect(answer.price!.sellPrice).toBeGreaterThan(0);
    // Nothing the detail does not show reaches the browser.
    expect(Object.keys(answer).sort()).toEqual(['activities', 'hotel', 'id', 'images', 'label', 'price', 'programLines', 'room']);
  });

  it('asks the API for the offer with the stay, the guests, no page model and the msite client', async () => {
    const upstream = spyUpstream();
    expect((await call({ ...base, adult: 3, child: 1, baby: 1 })).status).toBe(200);
    const asked = new URL(upstream.urls().find((url) => url.includes(`/weekend/${stay.pkg.id}/detail.json`))!);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      checkin: stay.checkin,
      nights: String(stay.nights),
      adult: '3',
      child: '1',
      baby: '1',
      fetchPageModel: 'false',
      client: 'msite',
      locale: 'fr_FR',
    });
  });

  it('answers a from-price without dates, guests defaulting to 2, 0, 0', async () => {
    const response = await call({ locale: 'nl_BE', offerId: stay.pkg.id });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as OfferDetailAnswer;
    expect(answer.label).toBe(stay.pkg.label.nl);
    expect(answer.price?.final).toBe(false);
  });

  it('builds its query from the stay and the guests (both ends of the stay or none)', () => {
    const pax = { adults: 2, children: 1, babies: 0 };
    expect(offerDetailQueryOf({ locale: 'fr_FR', offerId: 7, stay: { checkin: '2026-12-18', nights: 2 }, pax })).toEqual({
      locale: 'fr_FR',
      offerId: 7,
      checkin: '2026-12-18',
      nights: 2,
      adult: 2,
      child: 1,
      baby: 0,
    });
    expect(offerDetailQueryOf({ locale: 'fr_FR', offerId: 7, stay: null, pax })).toMatchObject({ checkin: undefined, nights: undefined });
  });

  it.each([
    ['no offer id', { offerId: undefined }],
    ['an offer id with a leading zero', { offerId: `0${stay.pkg.id}` }],
    ['an offer id that is not a number', { offerId: 'abc' }],
    ['an unknown locale', { locale: 'en_GB' }],
    ['a check-in that is not a day', { checkin: '2026-02-30' }],
    ['a check-in without nights', { nights: undefined }],
    ['nights without a check-in', { checkin: undefined }],
    ['15 nights', { nights: 15 }],
    ['no night', { nights: 0 }],
    ['21 adults', { adult: 21 }],
    ['no adult', { adult: 0 }],
    ['11 children', { child: 11 }],
    ['11 babies', { baby: 11 }],
  ])('refuses %s (400 invalid-query)', async (_, overrides) => {
    await expectBffError(await call({ ...base, ...overrides }), 400, 'invalid-query');
  });

  it('answers the upstream error when the API fails, 404 when it does not know the offer', async () => {
    await expectBffError(await call({ ...base, offerId: 987_654_321 }), 404, 'not-found');
    addFaultRule({ path: `/weekend/${stay.pkg.id}/detail.json`, fault: { kind: 'status', status: 500 } });
    await expectBffError(await call(base), 502, 'upstream');
  });
});
