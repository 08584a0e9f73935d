import { GET } from '../../app/api/calendar/hotel-availability/route';
import { getCatalogue } from '../../mocks/catalogue';
import { addFaultRule } from '../../mocks/faults';
import { bffUrl } from '@/bff/client';
import { calendarHotelAvailabilityContract, type CalendarHotelAvailabilityAnswer } from '@/bff/contracts/calendar-hotel-availability';
import { calendarHotelAvailabilitySchema } from '@/bff/contracts/calendar-hotel-availability.schema';
import { addMonths } from '@/domain/calendar';
import { expectBffError, getRequest, spyUpstream } from './helpers';

/** GET /api/calendar/hotel-availability over the in-process simulator (part 2 §7 hotel availabilities, §9 12 months). */
const catalogue = getCatalogue();
const hotel = catalogue.hotels.find((candidate) => candidate.active && candidate.packageIds.length > 0)!;
const thisMonth = catalogue.today.slice(0, 7);
const get = (query: Record<string, string | number | undefined>) => GET(getRequest('/api/calendar/hotel-availability', query));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('GET /api/calendar/hotel-availability', () => {
  it('asks the hotel call for 12 months from the month given and answers its days in the calendar shape, uncached', async () => {
    const upstream = spyUpstream();
    const response = await get({ locale: 'fr_FR', hotelId: hotel.id, month: thisMonth });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const hotelCall = upstream.urls().find((url) => url.includes(`/hotels/${hotel.id}/availabilities.json`));
    expect(hotelCall).toBeDefined();
    const asked = new URL(hotelCall!).searchParams;
    expect(asked.get('month')).toBe(thisMonth);
    expect(asked.get('length')).toBe('12');
    expect(asked.get('locale')).toBe('fr_FR');

    const { days } = (await response.json()) as CalendarHotelAvailabilityAnswer;
    const entries = Object.entries(days);
    expect(entries.length).toBeGreaterThan(0);
    for (const [day, figure] of entries) {
      expect(Object.keys(figure).sort()).toEqual(['amount', 'minLos']);
      expect(figure.minLos).toBeGreaterThanOrEqual(1);
      expect(figure.amount).toBeGreaterThan(0);
      // Within the 12 months asked.
      expect(day.slice(0, 7) >= thisMonth && day.slice(0, 7) <= addMonths(thisMonth, 11)).toBe(true);
    }
  });

  it('refuses a malformed query with the BFF error body', async () => {
    await expectBffError(await get({ locale: 'fr_FR', hotelId: hotel.id, month: '2026-13' }), 400, 'invalid-query');
    await expectBffError(await get({ locale: 'en_GB', hotelId: hotel.id, month: thisMonth }), 400, 'invalid-query');
    await expectBffError(await get({ locale: 'fr_FR', hotelId: 'abc', month: thisMonth }), 400, 'invalid-query');
    await expectBffError(await get({ locale: 'fr_FR', month: thisMonth }), 400, 'invalid-query');
  });

  it('answers 404 for an unknown hotel and 502 when the hotel call fails: the calendar shows no prices', async () => {
    await expectBffError(await get({ locale: 'fr_FR', hotelId: 987_654_321, month: thisMonth }), 404, 'not-found');
    addFaultRule({ path: `/hotels/${hotel.id}/availabilities.json`, fault: { kind: 'status', status: 500 } });
    await expectBffError(await get({ locale: 'fr_FR', hotelId: hotel.id, month: thisMonth }), 502, 'upstream');
  });

  it('reads back what the island sends', () => {
    const query = { locale: 'nl_BE' as const, hotelId: hotel.id, month: thisMonth };
    const url = new URL(bffUrl(calendarHotelAvailabilityContract, query), 'http://localhost');
    expect(url.pathname).toBe('/api/calendar/hotel-availability');
    expect(calendarHotelAvailabilitySchema.parse(Object.fromEntries(url.searchParams))).toEqual({ success: true, data: query });
  });
});
