import { getCatalogue } from '../../mocks/catalogue';
import { addFaultRule } from '../../mocks/faults';
import { GET as availability } from '../../app/api/calendar/availability/route';
import { GET as checkoutNights } from '../../app/api/calendar/checkout-nights/route';

/**
 * The calendar's BFF routes against the in-process simulator. The catalogue is read only to pick
 * a package with availability; the figures come through the routes.
 */
const catalogue = getCatalogue();
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function availableDay() {
  for (const pkg of catalogue.packages) {
    if (!catalogue.index.hotelById.get(pkg.hotelId)?.active) continue;
    for (let offset = 10; offset < 60; offset++) {
      const checkin = addDays(catalogue.today, offset);
      const price = catalogue.dayPrice(pkg.id, checkin);
      if (price && price.roomsLeft > 0) return { id: pkg.id, checkin, minLos: price.minLos };
    }
  }
  throw new Error('no availability in the catalogue');
}

const stay = availableDay();
const url = (path: string, query: Record<string, string | number>) => new Request(`http://localhost${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('GET /api/calendar/availability', () => {
  it('answers the days of the months asked, in the calendar shape, uncached', async () => {
    const response = await availability(url('/api/calendar/availability', { locale: 'fr_FR', id: stay.id, month: stay.checkin.slice(0, 7), length: 2 }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { days: Record<string, { amount: number; minLos: number }> };
    expect(body.days[stay.checkin]).toEqual({ amount: expect.any(Number), minLos: stay.minLos });
    expect(Object.keys(body.days[stay.checkin] ?? {}).sort()).toEqual(['amount', 'minLos']);
  });

  it('refuses a malformed query, answers 404 for an unknown stay and 502 when the API fails', async () => {
    expect((await availability(url('/api/calendar/availability', { locale: 'fr_FR', id: stay.id, month: '2026-13', length: 2 }))).status).toBe(400);
    expect((await availability(url('/api/calendar/availability', { locale: 'en_GB', id: stay.id, month: '2026-03', length: 2 }))).status).toBe(400);
    expect((await availability(url('/api/calendar/availability', { locale: 'fr_FR', id: 987_654_321, month: stay.checkin.slice(0, 7), length: 2 }))).status).toBe(404);
    addFaultRule({ path: `/product/${stay.id}/availabilities.json`, fault: { kind: 'status', status: 503 }, remaining: 1 });
    const failed = await availability(url('/api/calendar/availability', { locale: 'fr_FR', id: stay.id, month: stay.checkin.slice(0, 7), length: 2 }));
    expect(failed.status).toBe(502);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(await failed.json()).toEqual({ error: { code: 'upstream' } });
  });
});

describe.each([
  ['/api/calendar/availability', availability, { locale: 'fr_FR', id: stay.id, month: stay.checkin.slice(0, 7), length: 2 }],
  ['/api/calendar/checkout-nights', checkoutNights, { locale: 'fr_FR', id: stay.id, checkin: stay.checkin }],
] as const)('GET %s: the party within the spec’s bounds (part 2 §5)', (path, route, base) => {
  const call = (party: Record<string, number>) => route(url(path, { ...base, ...party }));

  it('accepts up to 20 adults and up to 10 children and babies', async () => {
    for (const party of [{ adult: 15 }, { adult: 20 }, { adult: 1, child: 10 }, { adult: 2, baby: 10 }, { adult: 20, child: 10, baby: 10 }] as Array<Record<string, number>>) {
      expect((await call(party)).status, JSON.stringify(party)).toBe(200);
    }
  });

  it('refuses 21 adults, no adult, 11 children or 11 babies, with the BFF error body, never cached', async () => {
    for (const party of [{ adult: 21 }, { adult: 0 }, { child: 11 }, { baby: 11 }, { child: -1 }] as Array<Record<string, number>>) {
      const response = await call(party);
      expect(response.status, JSON.stringify(party)).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: { code: 'invalid-query' } });
    }
  });
});

describe('GET /api/calendar/checkout-nights', () => {
  it('answers the nights range bookable from the check-in', async () => {
    const response = await checkoutNights(url('/api/calendar/checkout-nights', { locale: 'fr_FR', id: stay.id, checkin: stay.checkin }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { range: { min: number; max: number } | null };
    expect(body.range?.min).toBeGreaterThanOrEqual(1);
    expect(body.range?.max).toBeGreaterThanOrEqual(body.range?.min ?? 0);
  });

  it('refuses a day that does not exist, answers 404 for an unknown stay and 502 when the API fails (the calendar clears silently)', async () => {
    expect((await checkoutNights(url('/api/calendar/checkout-nights', { locale: 'fr_FR', id: stay.id, checkin: '2026-02-30' }))).status).toBe(400);
    expect((await checkoutNights(url('/api/calendar/checkout-nights', { locale: 'fr_FR', id: 987_654_321, checkin: stay.checkin }))).status).toBe(404);
    addFaultRule({ path: `/weekend/${stay.id}/packageCheckoutNights.json`, fault: { kind: 'status', status: 503 }, remaining: 1 });
    expect((await checkoutNights(url('/api/calendar/checkout-nights', { locale: 'fr_FR', id: stay.id, checkin: stay.checkin }))).status).toBe(502);
  });
});
