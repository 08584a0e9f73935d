import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { bffUrl } from '@/bff/client';
import type { QueryValue } from '@/bff/contract';
import { autocompleteSchema } from '@/bff/contracts/autocomplete.schema';
import { calendarAvailabilitySchema } from '@/bff/contracts/calendar-availability.schema';
import { calendarCheckoutNightsSchema } from '@/bff/contracts/calendar-checkout-nights.schema';
import { clientLogSchema } from '@/bff/contracts/client-log.schema';
import { hotelOffersQueryOf } from '@/bff/contracts/hotel-offers';
import { hotelOffersSchema } from '@/bff/contracts/hotel-offers.schema';
import { hotelOtherOffersSchema } from '@/bff/contracts/hotel-other-offers.schema';
import { landingResultsQueryOf, LANDING_RESULTS_MAX } from '@/bff/contracts/landing-results';
import { landingResultsSchema } from '@/bff/contracts/landing-results.schema';
import { searchQueryOf } from '@/bff/contracts/search-query';
import { searchFacetsSchema, searchMapSchema, searchResultsSchema } from '@/bff/contracts/search-query.schema';
import type { BffSchema } from '@/bff/schema';
import { availabilityPageLoader, checkoutNightsLoader } from '@/components/calendar/bff-loaders';
import { PAX_BOUNDS } from '@/domain/guests/pax';
import { LOCALES } from '@/domain/model/locale';
import { SEARCH_FLOWS } from '@/domain/search';
import { sendClientLog } from '@/bff/client-log';

/**
 * What an island sends is what its route reads: a query built by the islands' helpers goes
 * through bffUrl, and the route's schema reads the same values back from the URL.
 */

function readBack<Query extends { [K in keyof Query]: QueryValue }>(schema: BffSchema<Query, unknown>, query: Query) {
  const url = new URL(bffUrl(schema.contract, query), 'http://localhost');
  expect(url.pathname).toBe(schema.contract.path);
  return schema.parse(Object.fromEntries(url.searchParams));
}

function expectRoundTrip<Query extends { [K in keyof Query]: QueryValue }>(schema: BffSchema<Query, unknown>, query: Query): void {
  expect(readBack(schema, query)).toEqual({ success: true, data: query });
}

const locale = fc.constantFrom(...LOCALES);
const id = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
/** Product and hotel ids of the path-like routes: 15 digits at most (docs/decisions.md). */
const productId = fc.integer({ min: 1, max: 999_999_999_999_999 });
const slug = fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,12}){0,3}$/);
const day = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const pax = fc.record({
  adult: fc.integer({ min: PAX_BOUNDS.adults.min, max: PAX_BOUNDS.adults.max }),
  child: fc.integer({ min: PAX_BOUNDS.children.min, max: PAX_BOUNDS.children.max }),
  baby: fc.integer({ min: PAX_BOUNDS.babies.min, max: PAX_BOUNDS.babies.max }),
});

describe('every contract read back by its route', () => {
  it('autocomplete', () => {
    const term = fc.string({ minLength: 2, maxLength: 100 }).filter((text) => text.trim() === text && text.length >= 2);
    fc.assert(fc.property(term, locale, (text, site) => expectRoundTrip(autocompleteSchema, { term: text, locale: site })));
  });

  it('calendar availability and checkout nights, for every party the spec allows', () => {
    const month = day.map((value) => value.slice(0, 7));
    fc.assert(
      fc.property(locale, productId, month, fc.integer({ min: 1, max: 4 }), pax, (site, product, first, length, party) =>
        expectRoundTrip(calendarAvailabilitySchema, { locale: site, id: product, month: first, length, ...party }),
      ),
    );
    fc.assert(fc.property(locale, productId, day, pax, (site, product, checkin, party) => expectRoundTrip(calendarCheckoutNightsSchema, { locale: site, id: product, checkin, ...party })));
  });

  it('hotel offers, from the drawer’s own query builder', () => {
    const criteria = fc.record({
      adults: fc.integer({ min: 1, max: 20 }),
      children: fc.integer({ min: 0, max: 10 }),
      babies: fc.integer({ min: 0, max: 10 }),
      checkin: fc.option(day, { nil: undefined }),
      night: fc.option(fc.integer({ min: 1, max: 14 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(locale, id, fc.constantFrom(...SEARCH_FLOWS), criteria, (site, hotelId, flow, stay) => {
        const query = hotelOffersQueryOf({ locale: site, hotelId, flow, criteria: stay });
        expect(query).toMatchObject({ adult: stay.adults, child: stay.children, baby: stay.babies });
        expectRoundTrip(hotelOffersSchema, query);
      }),
    );
  });

  it('hotel other offers', () => {
    fc.assert(fc.property(productId, locale, (hotelId, site) => expectRoundTrip(hotelOtherOffersSchema, { hotelId, locale: site })));
  });

  it('landing results, from a CMS block (its count kept within the route’s bounds)', () => {
    const block = fc.record({
      searchParams: fc.record({ resultsCount: fc.integer({ min: 0, max: 40 }), type: fc.constantFrom('weekend' as const, 'activity' as const), url: fc.constant('/x'), newTab: fc.boolean() }),
      criteria: fc.record({ city: fc.option(slug, { nil: null }), theme: fc.option(slug, { nil: null }) }),
    });
    fc.assert(
      fc.property(block, locale, (cms, site) => {
        const query = landingResultsQueryOf(cms, site);
        expect(query.count).toBeGreaterThanOrEqual(1);
        expect(query.count).toBeLessThanOrEqual(LANDING_RESULTS_MAX);
        expectRoundTrip(landingResultsSchema, query);
      }),
    );
  });

  it('search results, map and facets, from the search page’s query builder', () => {
    const path = fc.oneof(
      fc.record({ flow: fc.constantFrom(...SEARCH_FLOWS.filter((flow) => flow !== 'box')) }),
      fc.record({ flow: fc.constant('box' as const), boxCode: fc.stringMatching(/^[A-Z0-9-]{1,60}EBOX$/) }),
    );
    const hash = fc.string({ maxLength: 300 });
    fc.assert(
      fc.property(locale, path, hash, (site, searchPath, printed) => {
        const query = searchQueryOf(site, searchPath, printed);
        for (const schema of [searchResultsSchema, searchMapSchema, searchFacetsSchema]) expectRoundTrip(schema, query);
      }),
    );
  });
});

describe('the islands’ helpers send what the routes read', () => {
  let sent: Array<{ url: string; init: RequestInit }> = [];
  beforeEach(() => {
    sent = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      if (url.startsWith('/api/calendar/availability')) return Response.json({ days: {} });
      if (url.startsWith('/api/calendar/checkout-nights')) return Response.json({ range: { min: 1, max: 3 } });
      return new Response(null, { status: 204 });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const readSent = <Query extends { [K in keyof Query]: QueryValue }>(schema: BffSchema<Query, unknown>) => {
    const url = new URL(sent[0]!.url, 'http://localhost');
    expect(url.pathname).toBe(schema.contract.path);
    return schema.parse(Object.fromEntries(url.searchParams));
  };

  it('the calendar asks a page of months from its first month, with a party of 15 adults', async () => {
    const product = { locale: 'it_IT' as const, id: 5012, pax: { adults: 15, children: 10, babies: 1 } };
    await availabilityPageLoader(product)(['2026-12', '2027-01', '2027-02']);
    expect(readSent(calendarAvailabilitySchema)).toEqual({
      success: true,
      data: { locale: 'it_IT', id: 5012, month: '2026-12', length: 3, adult: 15, child: 10, baby: 1 },
    });
    sent = [];
    await expect(checkoutNightsLoader(product)('2026-12-04')).resolves.toEqual({ min: 1, max: 3 });
    expect(readSent(calendarCheckoutNightsSchema)).toEqual({ success: true, data: { locale: 'it_IT', id: 5012, checkin: '2026-12-04', adult: 15, child: 10, baby: 1 } });
  });

  it('the crash page posts a body the client-log route accepts, cut to the route’s maximum', async () => {
    await sendClientLog(`TypeError: ${'x'.repeat(3000)}`, null);
    expect(sent[0]?.url).toBe(clientLogSchema.contract.path);
    const parsed = clientLogSchema.parse(JSON.parse(String(sent[0]?.init.body)));
    expect(parsed.success).toBe(true);
    if (parsed.success) expect(parsed.data).toEqual({ message: `TypeError: ${'x'.repeat(1989)}`, locale: null });
  });
});

describe('every contract has its route', () => {
  const schemas = [
    autocompleteSchema,
    calendarAvailabilitySchema,
    calendarCheckoutNightsSchema,
    clientLogSchema,
    hotelOffersSchema,
    hotelOtherOffersSchema,
    landingResultsSchema,
    searchResultsSchema,
    searchMapSchema,
    searchFacetsSchema,
  ];

  it.each(schemas.map((schema) => [schema.contract.path, schema.contract.method] as const))('%s answers %s', async (path, method) => {
    const file = join(process.cwd(), 'app', path, 'route.ts');
    expect(existsSync(file)).toBe(true);
    const route = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    expect(typeof route[method]).toBe('function');
  });
});
