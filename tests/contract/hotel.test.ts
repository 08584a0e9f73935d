import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../../mocks/catalogue';
import { simulator } from '../setup/simulator';
import { fetchHotel, fetchHotelReviews, fetchNearbyHotels, FALLBACK_REVIEW_SCORE, parseReviewScore, reviewsBlock, REVIEWS_PAGE_SIZE } from '@/api/hotel';
import type { Locale } from '@/domain/model/locale';

/** Hotel page calls against the in-process simulator; the catalogue only picks ids. */
const catalogue = getCatalogue();
const hotel = catalogue.hotels.find((candidate) => candidate.active && candidate.packageIds.length > 0 && candidate.reviewCount > REVIEWS_PAGE_SIZE)!;
const langs = new Set(catalogue.reviewsOf(hotel.id).map((review) => review.lang));
const LOCALE_OF_LANG: Record<string, Locale> = { fr: 'fr_FR', nl: 'nl_NL', it: 'it_IT', es: 'es_ES' };
const writtenLocale = LOCALE_OF_LANG[[...langs][0]!]!;
/** A hotel with reviews, none of them in some language: the fallback case. */
const partlyReviewed = catalogue.hotels.find((candidate) => {
  const reviewLangs = new Set(catalogue.reviewsOf(candidate.id).map((review) => review.lang));
  return reviewLangs.size > 0 && reviewLangs.size < 4;
})!;
const missingLocale = Object.entries(LOCALE_OF_LANG).find(
  ([lang]) => !catalogue.reviewsOf(partlyReviewed.id).some((review) => review.lang === lang),
)![1];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('hotel calls', () => {
  it('fetchHotel loads the hotel by id with rooms, offers, facilities and pets policy', async () => {
    const result = await fetchHotel({ hotel: hotel.id, locale: 'fr_FR' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const data = result.data;
    expect(data).toMatchObject({ id: hotel.id, uri: hotel.uri, active: true });
    expect(data.stars).toBeGreaterThan(0);
    expect(data.location.completeAddress?.streetAddress).toBeTruthy();
    expect(data.review.count).toBe(hotel.reviewCount);
    expect(data.rooms.length).toBeGreaterThan(0);
    const offers = data.rooms.flatMap((room) => room.offers);
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((offer) => Number.isInteger(offer.sellPrice) && offer.sellPrice > 0 && !offer.hasSelectedDates)).toBe(true);
    expect(data.weekends.map((weekend) => weekend.id).sort()).toEqual([...hotel.packageIds].sort());
    expect(data.policy?.petsMaxNumberOfPets).toBeGreaterThanOrEqual(1);
    expect(['BOOKING_PERCENTAGE', 'PER_PERSON_PER_NIGHT']).toContain(data.localTax?.type);
    expect(data.breadcrumb.at(-1)?.label).toBe(hotel.label);
  });

  it('fetchHotel loads the same hotel by its uri, and answers 404 for an unknown one', async () => {
    const byUri = await fetchHotel({ hotel: hotel.uri, locale: 'it_IT' });
    expect(byUri.ok && byUri.data.id).toBe(hotel.id);
    const unknown = await fetchHotel({ hotel: 'no-such-hotel-0', locale: 'fr_FR' });
    expect(unknown).toMatchObject({ ok: false, error: { kind: 'http', status: 404, code: 'NOT_FOUND' } });
  });

  it('fetchHotel answers an inactive hotel, flagged, with nothing on sale (no room offers, no weekends, no from price)', async () => {
    const inactive = catalogue.hotels.find((candidate) => !candidate.active && candidate.packageIds.length > 0)!;
    const result = await fetchHotel({ hotel: inactive.id, locale: 'fr_FR' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.active).toBe(false);
    expect(result.data.rooms.length).toBeGreaterThan(0);
    expect(result.data.rooms.flatMap((room) => room.offers)).toEqual([]);
    expect(result.data.weekends).toEqual([]);
    expect(result.data.fromPrice).toBeNull();
  });

  it('fetchHotel defaults the pets maximum to 1 when the API leaves it out', async () => {
    simulator.use(
      http.get('*/api/hotel/:file', () =>
        HttpResponse.json({ id: 1, uri: 'h-1', label: 'H', location: { lat: 1, lng: 2 }, policy: { petsAllowed: true } }),
      ),
    );
    const result = await fetchHotel({ hotel: 1, locale: 'fr_FR' });
    expect(result.ok && result.data.policy).toEqual({ petsAllowed: true, petsPrice: null, petsMaxWeight: null, petsMaxNumberOfPets: 1 });
  });

  it('fetchNearbyHotels lists other hotels nearest first with a from price', async () => {
    const result = await fetchNearbyHotels({ hotelId: hotel.id, locale: 'fr_FR', limit: 5 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toHaveLength(5);
    expect(result.data.some((nearby) => nearby.id === hotel.id)).toBe(false);
    const distances = result.data.map((nearby) => nearby.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(result.data.every((nearby) => Number.isInteger(nearby.fromPrice) && nearby.fromPrice > 0)).toBe(true);
  });

  it('fetchHotelReviews returns a page of 10 with the score, totals and criteria', async () => {
    const result = await fetchHotelReviews({ hotelId: hotel.id, sort: 'DATE_DESC', page: 1 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.totalCount).toBe(hotel.reviewCount);
    expect(result.data.list).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(Math.abs(result.data.score - hotel.reviewAverage)).toBeLessThanOrEqual(0.05);
    expect(result.data.details?.cleanliness).toBeGreaterThan(0);
    const dates = result.data.list.map((review) => review.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('reviews rules', () => {
  it('sorts by score and pages without overlap', async () => {
    const first = await fetchHotelReviews({ hotelId: hotel.id, sort: 'SCORE_ASC', page: 1 });
    const second = await fetchHotelReviews({ hotelId: hotel.id, sort: 'SCORE_ASC', page: 2 });
    if (!first.ok || !second.ok) throw new Error('reviews failed');
    const scores = [...first.data.list, ...second.data.list].map((review) => review.average);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const ids = new Set([...first.data.list, ...second.data.list].map((review) => review.id));
    expect(ids.size).toBe(first.data.list.length + second.data.list.length);
  });

  it('filters by the locale language, falling back to every language when none is written in it', async () => {
    const filtered = await fetchHotelReviews({ hotelId: hotel.id, locale: writtenLocale, withOtherLanguageFallback: true });
    if (!filtered.ok) throw new Error('reviews failed');
    expect(filtered.data.list.every((review) => review.locale?.slice(0, 2) === writtenLocale.slice(0, 2))).toBe(true);

    const fallback = await fetchHotelReviews({ hotelId: partlyReviewed.id, locale: missingLocale, withOtherLanguageFallback: true });
    expect(fallback.ok && fallback.data.totalCount).toBe(partlyReviewed.reviewCount);
    const strict = await fetchHotelReviews({ hotelId: partlyReviewed.id, locale: missingLocale, withOtherLanguageFallback: false });
    expect(strict.ok && strict.data.totalCount).toBe(0);
    // No review in that language is not a hotel without reviews: the block takes its figure from every language.
    expect(reviewsBlock(await fetchHotelReviews({ hotelId: partlyReviewed.id }), strict)?.totalCount).toBe(partlyReviewed.reviewCount);
  });

  it('parses scores with a comma or a dot, and falls back to 4 when invalid', () => {
    expect(parseReviewScore('8,6')).toBe(8.6);
    expect(parseReviewScore('8.6')).toBe(8.6);
    expect(parseReviewScore(9)).toBe(9);
    expect(parseReviewScore(' 7,25 ')).toBe(7.25);
    for (const invalid of ['', 'abc', '8,6,1', '12', null, undefined, Number.NaN, {}]) expect(parseReviewScore(invalid)).toBe(FALLBACK_REVIEW_SCORE);
    expect(FALLBACK_REVIEW_SCORE).toBe(4);
  });

  it('reads an unreadable score in an answer as 4', async () => {
    simulator.use(http.get('*/api/hotel/:hotelId/reviews.json', () => HttpResponse.json({ totalCount: 1, score: 'n/a', list: [] })));
    const result = await fetchHotelReviews({ hotelId: hotel.id });
    expect(result.ok && result.data.score).toBe(4);
  });

  it('builds the reviews block from the first 4 positive reviews, omits it on error, and keeps an empty one for a hotel without reviews', async () => {
    simulator.use(
      http.get('*/api/hotel/:hotelId/reviews.json', () =>
        HttpResponse.json({
          totalCount: 6,
          score: '8,1',
          list: [1, 2, 3, 4, 5, 6].map((id) => ({ id, average: 8, positive: id === 2 ? '' : `Great ${id}`, negative: '' })),
        }),
      ),
    );
    const answer = await fetchHotelReviews({ hotelId: hotel.id });
    const block = reviewsBlock(answer, answer);
    expect(block?.score).toBe(8.1);
    expect(block?.positives.map((review) => review.id)).toEqual([1, 3, 4, 5]);

    simulator.use(http.get('*/api/hotel/:hotelId/reviews.json', () => HttpResponse.json({ totalCount: 0, score: '0', list: [] })));
    const none = await fetchHotelReviews({ hotelId: hotel.id });
    expect(reviewsBlock(none, none)).toEqual({ totalCount: 0, score: 0, details: null, positives: [] });

    simulator.use(http.get('*/api/hotel/:hotelId/reviews.json', () => HttpResponse.json({ code: 'X' }, { status: 500 })));
    const failed = await fetchHotelReviews({ hotelId: hotel.id });
    expect(reviewsBlock(failed, answer)).toBeNull();
    expect(reviewsBlock(answer, failed)).toBeNull();
  });
});
