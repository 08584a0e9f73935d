import { getCatalogue } from '../../mocks/catalogue';
import { addFaultRule } from '../../mocks/faults';
import { resolve, type RouteOf } from '@/routing';
import { hotelExists } from '@/screens/hotel/exists.server';
import { load, NEARBY_HOTELS_LIMIT } from '@/screens/hotel/load';
import { metadata } from '@/screens/hotel/metadata';
import type { ScreenContext } from '@/screens/screen-module';

/**
 * The hotel page's server side over the in-process simulator (part 2 §2): found by id or by its own
 * uri, 404 for an unknown one, an inactive one rendered but hidden from search engines, a failed
 * load a clean message, the nearby hotels and reviews left out when their calls fail.
 */
const catalogue = getCatalogue();
const hotel = catalogue.hotels.find((candidate) => candidate.active && candidate.packageIds.length > 1 && candidate.reviewCount > 0)!;
const inactive = catalogue.hotels.find((candidate) => !candidate.active)!;
const routeOf = (...segments: string[]) => resolve(segments) as RouteOf<'hotel'>;
const context = { searchParams: {}, now: new Date(`${catalogue.today}T09:00:00Z`), siteUrl: 'https://www.escapade.test' } as unknown as ScreenContext;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('hotel screen: load', () => {
  it('loads the hotel by id and by its own uri, with its rooms, nearby hotels and reviews', async () => {
    for (const route of [routeOf('fr-fr', 'hotel', String(hotel.id)), routeOf('fr-fr', 'hotel', hotel.uri)]) {
      expect(await hotelExists(route)).toBe('found');
      const data = await load(route, context);
      expect(data?.kind).toBe('hotel');
      if (data?.kind !== 'hotel') return;
      expect(data.hotel.id).toBe(hotel.id);
      expect(data.hotel.rooms.flatMap((room) => room.offers).length).toBeGreaterThan(0);
      expect(data.nearby.length).toBe(NEARBY_HOTELS_LIMIT);
      expect(data.nearby.every((other) => other.id !== hotel.id)).toBe(true);
      expect(data.reviews?.totalCount).toBeGreaterThan(0);
    }
  });

  it('an unknown hotel is not found (the proxy answers 404 before the first byte)', async () => {
    const route = routeOf('fr-fr', 'hotel', '987654321');
    expect(await hotelExists(route)).toBe('absent');
    expect(await load(route, context)).toBeNull();
  });

  it('a failed hotel call cannot tell (exists null) and the page shows its unavailable message, hidden from search engines', async () => {
    addFaultRule({ path: `/hotel/${hotel.id}.json`, fault: { kind: 'status', status: 500 } });
    const route = routeOf('fr-fr', 'hotel', String(hotel.id));
    expect(await hotelExists(route)).toBe('unknown');
    const data = await load(route, context);
    expect(data).toEqual({ kind: 'unavailable' });
    expect(metadata(route, data!, context).robots).toEqual({ index: false, follow: true });
  });

  it('leaves the nearby hotels and the reviews out when their calls fail', async () => {
    addFaultRule({ path: `/hotel/${hotel.id}/nearby.json`, fault: { kind: 'status', status: 503 } });
    addFaultRule({ path: `/hotel/${hotel.id}/reviews.json`, fault: { kind: 'status', status: 503 } });
    const data = await load(routeOf('fr-fr', 'hotel', String(hotel.id)), context);
    expect(data?.kind === 'hotel' && [data.nearby, data.reviews]).toEqual([[], null]);
  });
});

describe('hotel screen: metadata', () => {
  it('an active hotel is indexable, its canonical address the id one even when reached by its uri', async () => {
    const route = routeOf('nl-be', 'hotel', hotel.uri);
    const data = await load(route, context);
    const meta = metadata(route, data!, context);
    expect(meta.robots).toBeUndefined();
    expect(meta.title).toContain(hotel.label);
    expect(meta.alternates?.canonical).toBe(`https://www.escapade.test/nl-be/hotel/${hotel.id}`);
  });

  it('an inactive hotel renders but is noindex, with nothing on sale', async () => {
    const route = routeOf('fr-fr', 'hotel', String(inactive.id));
    expect(await hotelExists(route)).toBe('found');
    const data = await load(route, context);
    expect(data?.kind === 'hotel' && data.hotel.rooms.flatMap((room) => room.offers)).toEqual([]);
    expect(metadata(route, data!, context).robots).toEqual({ index: false, follow: true });
  });
});
