import { z } from 'zod';
import { fetchHotelOffers } from '@/api/search';
import { LOCALES } from '@/domain/model/locale';
import { SEARCH_FLOWS } from '@/routing';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const querySchema = z.object({
  locale: z.enum(LOCALES),
  hotelId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  flow: z.enum(SEARCH_FLOWS).default('booking'),
  checkin: day.optional(),
  night: z.coerce.number().int().min(1).max(14).optional(),
  a: z.coerce.number().int().min(1).max(20).default(2),
  c: z.coerce.number().int().min(0).max(10).default(0),
  b: z.coerce.number().int().min(0).max(10).default(0),
});

/** BFF of the hotel offers drawer: GET ?locale&hotelId&flow[&checkin&night]&a&c&b → HotelOffers, or 502. */
export async function GET(request: Request): Promise<Response> {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: 'invalid query' }, { status: 400 });
  const query = parsed.data;
  const result = await fetchHotelOffers({
    locale: query.locale,
    hotelId: query.hotelId,
    checkin: query.checkin,
    night: query.night,
    adults: query.a,
    children: query.c,
    babies: query.b,
    gifting: query.flow === 'gifting',
    location: 'search.hotel-offers-drawer',
  });
  // Prices: never cached. A failure is the drawer's error state (part 1 §8).
  if (!result.ok) return Response.json({ error: result.error.kind }, { status: 502, headers: { 'cache-control': 'no-store' } });
  return Response.json(result.data, { headers: { 'cache-control': 'no-store' } });
}
