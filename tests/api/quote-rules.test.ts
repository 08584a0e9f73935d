import { http, HttpResponse } from 'msw';
import { addFaultRule } from '../../mocks/faults';
import { getCatalogue } from '../../mocks/catalogue';
import { simulator } from '../setup/simulator';
import {
  CHECKIN_IN_THE_PAST,
  fetchQuote,
  fetchQuoteRealtime,
  isCheckinInThePast,
  isDatePriceError,
  NOT_BOOKABLE_MESSAGE,
  PACKAGE_NOT_AVAILABLE_AT_CHECKIN,
  QUOTE_ERROR_MESSAGE,
  QUOTE_FETCH_ERROR,
  type QuoteRealtimeParams,
} from '@/api/product';
import { QUOTE_PROMO_THRESHOLD } from '@/domain/cards/promo';

/**
 * Every quote answer-handling rule of the spec (part 2 §5, §7, §8, §4), through the real client
 * functions. Dates come from the simulator catalogue's "today", the clock is passed explicitly.
 */
const catalogue = getCatalogue();
const today = catalogue.today;
const now = new Date(`${today}T09:00:00Z`);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function findStay(wanted: 'bookable' | 'unavailable') {
  for (const pkg of catalogue.packages) {
    for (let offset = 10; offset < 90; offset++) {
      const checkin = addDays(today, offset);
      const first = catalogue.dayPrice(pkg.id, checkin);
      if (wanted === 'unavailable' && first === null) return { pkg, checkin, nights: 1 };
      if (wanted === 'bookable' && first && first.roomsLeft > 0) {
        const nights = first.minLos;
        const ok = Array.from({ length: nights }, (_, n) => catalogue.dayPrice(pkg.id, addDays(checkin, n))).every((p) => p && p.roomsLeft > 0);
        if (ok) return { pkg, checkin, nights };
      }
    }
  }
  throw new Error(`no ${wanted} stay in the catalogue`);
}

const bookable = findStay('bookable');
const unavailable = findStay('unavailable');
const params = (overrides: Partial<QuoteRealtimeParams> = {}): QuoteRealtimeParams => ({
  weekendId: bookable.pkg.id,
  locale: 'fr_FR',
  checkin: bookable.checkin,
  checkout: addDays(bookable.checkin, bookable.nights),
  adult: 2,
  child: 0,
  baby: 0,
  ...overrides,
});

/** Replaces the simulator's quote-realtime answer with a given body. */
const answerQuoteWith = (body: Record<string, unknown>) => simulator.use(http.get('*/api/weekend/:id/quote-realtime.json', () => HttpResponse.json(body)));
const priceInfo = { sellPrice: 25_000, refPrice: 30_000, promoPercentageRounded: 17, moneySaved: 5_000, priceType: 'FINAL_PRICE', nbRooms: 1, nights: 1 };

let errorLog: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('past check-in', () => {
  it('is refused by the client without any request, as CHECKIN_IN_THE_PAST (a date problem)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const yesterday = addDays(today, -1);
    const realtime = await fetchQuoteRealtime(params({ checkin: yesterday, checkout: today }), now);
    const quote = await fetchQuote({ ...params({ checkin: yesterday }), nights: 1 }, now);
    for (const outcome of [realtime, quote]) {
      expect(outcome).toEqual({ status: 'priceError', code: CHECKIN_IN_THE_PAST, message: null, dateProblem: true });
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('uses the calendar day in Europe/Paris as the cutoff: a check-in strictly before it is past', () => {
    // 23:30 UTC on 2 March is already 3 March in Paris (UTC+1 in winter).
    expect(isCheckinInThePast('2026-03-02', new Date('2026-03-02T23:30:00Z'))).toBe(true);
    // 22:30 UTC is 23:30 in Paris: still 2 March, today is not past.
    expect(isCheckinInThePast('2026-03-02', new Date('2026-03-02T22:30:00Z'))).toBe(false);
    expect(isCheckinInThePast('2026-03-03', new Date('2026-03-02T23:30:00Z'))).toBe(false);
    // Summer time (UTC+2): 22:30 UTC on 1 July is already 2 July in Paris.
    expect(isCheckinInThePast('2026-07-01', new Date('2026-07-01T22:30:00Z'))).toBe(true);
  });

  it('passes on the server-side CHECKIN_IN_THE_PAST when the client clock still allows the day', async () => {
    const earlierClock = new Date(`${addDays(today, -5)}T09:00:00Z`);
    const outcome = await fetchQuoteRealtime(params({ checkin: addDays(today, -1), checkout: today }), earlierClock);
    expect(outcome).toMatchObject({ status: 'priceError', code: CHECKIN_IN_THE_PAST, dateProblem: true });
    if (outcome.status === 'priceError') expect(outcome.message).toBeTruthy();
  });
});

describe('answer handling', () => {
  it('passes on the error code and message of a not-bookable answer (unavailable check-in → date problem)', async () => {
    const outcome = await fetchQuoteRealtime(
      params({ weekendId: unavailable.pkg.id, checkin: unavailable.checkin, checkout: addDays(unavailable.checkin, 1) }),
      now,
    );
    expect(outcome).toMatchObject({ status: 'priceError', code: PACKAGE_NOT_AVAILABLE_AT_CHECKIN, dateProblem: true });
    if (outcome.status === 'priceError') expect(outcome.message).toMatch(/not available/);
  });

  it('passes on a code that is not a date problem (too many guests for the room)', async () => {
    const outcome = await fetchQuoteRealtime(params({ adult: 20 }), now);
    expect(outcome).toMatchObject({ status: 'priceError', code: 'PAX_OVER_CAPACITY', dateProblem: false });
  });

  it('passes on a message without a code', async () => {
    answerQuoteWith({ bookable: false, errors: [{ message: 'Room sold out meanwhile' }] });
    await expect(fetchQuoteRealtime(params(), now)).resolves.toEqual({
      status: 'priceError',
      code: null,
      message: 'Room sold out meanwhile',
      dateProblem: false,
    });
  });

  it(`says '${NOT_BOOKABLE_MESSAGE}' when bookable is false without an error item`, async () => {
    for (const body of [{ bookable: false }, { bookable: false, errors: [] }, { bookable: false, priceInfo, errors: [{}] }]) {
      answerQuoteWith(body);
      await expect(fetchQuoteRealtime(params(), now)).resolves.toEqual({ status: 'priceError', code: null, message: NOT_BOOKABLE_MESSAGE, dateProblem: false });
    }
    expect(NOT_BOOKABLE_MESSAGE).toBe('The offer is not bookable with these criterias');
  });

  it(`says '${QUOTE_ERROR_MESSAGE}' when the answer is otherwise unusable (no price info)`, async () => {
    for (const body of [{ bookable: true }, { bookable: true, priceInfo: null }, {}]) {
      answerQuoteWith(body);
      await expect(fetchQuoteRealtime(params(), now)).resolves.toEqual({ status: 'priceError', code: null, message: QUOTE_ERROR_MESSAGE, dateProblem: false });
    }
  });

  it.each([
    ['a 5xx', { kind: 'status', status: 503 } as const],
    ['a timeout', { kind: 'timeout' } as const],
    ['malformed JSON', { kind: 'malformed' } as const],
    ['an empty body', { kind: 'empty' } as const],
  ])('turns %s into QUOTE_FETCH_ERROR (no message), logged at weekend.product', async (_name, fault) => {
    addFaultRule({ path: '/quote-realtime.json', fault });
    const outcome = await fetchQuoteRealtime(params(), now, { timeoutMs: 150 });
    expect(outcome).toMatchObject({ status: 'fetchError', code: QUOTE_FETCH_ERROR });
    expect(outcome).not.toHaveProperty('message');
    expect(errorLog).toHaveBeenCalledWith('Error fetching quote-realtime', expect.objectContaining({ location: 'weekend.product' }));
  });

  it('turns a quote.json failure into QUOTE_FETCH_ERROR too', async () => {
    addFaultRule({ path: '/quote.json', fault: { kind: 'status', status: 500 } });
    const outcome = await fetchQuote({ ...params(), nights: bookable.nights }, now);
    expect(outcome).toMatchObject({ status: 'fetchError', code: QUOTE_FETCH_ERROR });
    expect(errorLog).toHaveBeenCalledWith('Error fetching quote', expect.objectContaining({ location: 'weekend.product' }));
  });

  it('returns the quote when bookable with price info', async () => {
    answerQuoteWith({ bookable: true, priceInfo, localTaxTotalAmount: 440, programLineList: ['Une nuit'], flashDeal: true });
    const outcome = await fetchQuoteRealtime(params(), now);
    expect(outcome).toMatchObject({ status: 'quoted', quote: { sellPrice: 25_000, refPrice: 30_000, promo: 17, localTaxTotalAmount: 440, flashDeal: true } });
  });

  it('sends night derived from check-in and check-out, or the override', async () => {
    const seen: string[] = [];
    simulator.use(
      http.get('*/api/weekend/:id/quote-realtime.json', ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('night') ?? '');
        return HttpResponse.json({ bookable: true, priceInfo });
      }),
    );
    await fetchQuoteRealtime(params({ checkin: '2099-05-01', checkout: '2099-05-04' }), now);
    await fetchQuoteRealtime(params({ checkin: '2099-05-01', checkout: '2099-05-04', night: 2 }), now);
    expect(seen).toEqual(['3', '2']);
  });
});

describe('date problems', () => {
  it('marks only package-not-available-at-check-in and check-in-in-the-past as date problems', () => {
    expect(isDatePriceError(PACKAGE_NOT_AVAILABLE_AT_CHECKIN)).toBe(true);
    expect(isDatePriceError(CHECKIN_IN_THE_PAST)).toBe(true);
    for (const code of ['PAX_OVER_CAPACITY', 'MIN_LOS_NOT_REACHED', '', null, undefined]) expect(isDatePriceError(code)).toBe(false);
  });
});

describe('promo threshold', () => {
  it(`shows the quote promo only from ${QUOTE_PROMO_THRESHOLD} %`, async () => {
    expect(QUOTE_PROMO_THRESHOLD).toBe(5);
    for (const [promo, shown] of [[4, 0], [5, 5], [30, 30]] as const) {
      answerQuoteWith({ bookable: true, priceInfo: { ...priceInfo, promoPercentageRounded: promo } });
      const outcome = await fetchQuoteRealtime(params(), now);
      expect(outcome.status === 'quoted' && outcome.quote.promo).toBe(shown);
    }
  });
});
