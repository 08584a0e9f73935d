import { GET } from '../../app/api/hotel-reviews/route';
import { getCatalogue } from '../../mocks/catalogue';
import { addFaultRule } from '../../mocks/faults';
import type { BffErrorBody } from '@/bff/contract';
import { bffUrl } from '@/bff/client';
import { hotelReviewsContract, reviewsLocaleOf, type HotelReviewsAnswer, type HotelReviewsQuery } from '@/bff/contracts/hotel-reviews';
import { hotelReviewsSchema } from '@/bff/contracts/hotel-reviews.schema';

/** GET /api/hotel-reviews over the in-process simulator (part 2 §4, §7, §9). */
const catalogue = getCatalogue();
const LANG_OF = { fr: 'fr', es: 'es', it: 'it', nl: 'nl' } as const;
/** A hotel with more than one page of French reviews. */
const hotel = catalogue.hotels.find((candidate) => catalogue.reviewsOf(candidate.id).filter((review) => review.lang === 'fr').length > 10)!;
const reviews = catalogue.reviewsOf(hotel.id);
/** A hotel with reviews, none of them in some language. */
const partly = catalogue.hotels.find((candidate) => {
  const langs = new Set(catalogue.reviewsOf(candidate.id).map((review) => review.lang));
  return langs.size > 0 && langs.size < 4;
})!;
const missing = (Object.keys(LANG_OF) as Array<keyof typeof LANG_OF>).find((lang) => !catalogue.reviewsOf(partly.id).some((review) => review.lang === lang))!;

const get = (query: Partial<Record<keyof HotelReviewsQuery, string | number>>) => {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return GET(new Request(`http://localhost/api/hotel-reviews?${params}`));
};
const base = { hotelId: hotel.id, locale: 'fr_FR', sort: 'DATE_DESC', language: 'fr', page: 1 } as const;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('GET /api/hotel-reviews', () => {
  it('answers a page of 10 in the chosen language, with the total and whether more follow, cached briefly in public', async () => {
    const response = await get(base);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const answer = (await response.json()) as HotelReviewsAnswer;
    const french = reviews.filter((review) => review.lang === 'fr');
    expect(answer.page).toBe(1);
    expect(answer.totalCount).toBe(french.length);
    expect(answer.hasMore).toBe(true);
    expect(answer.reviews).toHaveLength(10);
    expect(answer.reviews.every((review) => review.locale?.startsWith('fr'))).toBe(true);
    // Newest first.
    const dates = answer.reviews.map((review) => review.date!);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages without overlap up to the last page (hasMore false there)', async () => {
    const french = reviews.filter((review) => review.lang === 'fr');
    const lastPage = Math.ceil(french.length / 10);
    const seen = new Set<number>();
    for (let page = 1; page <= lastPage; page++) {
      const answer = (await (await get({ ...base, page })).json()) as HotelReviewsAnswer;
      for (const review of answer.reviews) seen.add(review.id);
      expect(answer.hasMore, `page ${page}`).toBe(page < lastPage);
    }
    expect(seen.size).toBe(french.length);
  });

  it('sorts by score when asked, every language with language=all', async () => {
    const answer = (await (await get({ ...base, language: 'all', sort: 'SCORE_ASC' })).json()) as HotelReviewsAnswer;
    expect(answer.totalCount).toBe(reviews.length);
    const scores = answer.reviews.map((review) => review.average);
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);
  });

  it('a language without reviews answers none (no fallback to the other languages)', async () => {
    const answer = (await (await get({ ...base, hotelId: partly.id, language: missing })).json()) as HotelReviewsAnswer;
    expect(answer).toEqual({ page: 1, totalCount: 0, hasMore: false, reviews: [] });
  });

  it('reads the language filter through the site: Dutch on nl_BE asks nl_BE, French on it_IT asks fr_FR', () => {
    expect(reviewsLocaleOf('nl', 'nl_BE')).toBe('nl_BE');
    expect(reviewsLocaleOf('fr', 'it_IT')).toBe('fr_FR');
    expect(reviewsLocaleOf('all', 'es_ES')).toBeUndefined();
  });

  it('refuses a bad query with 400 invalid-query, never cached', async () => {
    const bad: Array<Record<string, string | number>> = [
      { ...base, hotelId: 'abc' },
      { ...base, hotelId: 0 },
      { ...base, locale: 'en_GB' },
      { ...base, sort: 'PRICE' },
      { ...base, language: 'de' },
      { ...base, page: 0 },
      { ...base, page: 1001 },
      { ...base, page: '1.5' },
      { locale: 'fr_FR' },
    ];
    for (const query of bad) {
      const response = await get(query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect((await response.json()) as BffErrorBody).toEqual({ error: { code: 'invalid-query' } });
    }
  });

  it('an upstream failure is 502 upstream, an unknown hotel 404, never cached', async () => {
    addFaultRule({ path: `/hotel/${hotel.id}/reviews.json`, fault: { kind: 'status', status: 503 } });
    const failed = await get(base);
    expect(failed.status).toBe(502);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(await failed.json()).toEqual({ error: { code: 'upstream' } });
    const unknown = await get({ ...base, hotelId: 999_999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });

  it('what the island sends is what the route reads (defaults: newest first, every language, page 1)', () => {
    const query: HotelReviewsQuery = { hotelId: 123456789012345, locale: 'nl_BE', sort: 'SCORE_DESC', language: 'nl', page: 37 };
    const url = new URL(bffUrl(hotelReviewsContract, query), 'http://localhost');
    expect(url.pathname).toBe('/api/hotel-reviews');
    expect(hotelReviewsSchema.parse(Object.fromEntries(url.searchParams))).toEqual({ success: true, data: query });
    expect(hotelReviewsSchema.parse({ hotelId: '5', locale: 'fr_FR' })).toEqual({ success: true, data: { hotelId: 5, locale: 'fr_FR', sort: 'DATE_DESC', language: 'all', page: 1 } });
  });
});
