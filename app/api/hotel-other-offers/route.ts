import { z } from 'zod';
import { LOCALES } from '@/domain/model/locale';
import { otherOffersOfHotel } from '@/screens/not-found/other-offers.server';

const querySchema = z.object({
  hotelId: z.string().regex(/^[1-9][0-9]{0,14}$/).transform(Number).refine(Number.isSafeInteger),
  locale: z.enum(LOCALES),
});

/** BFF of the not-found page's hotelId lookup: GET ?hotelId&locale → { found, hotel, offers }. */
export async function GET(request: Request): Promise<Response> {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: 'invalid query' }, { status: 400 });
  return Response.json(await otherOffersOfHotel(parsed.data), { headers: { 'cache-control': 'no-store' } });
}
