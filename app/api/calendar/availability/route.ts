import { z } from 'zod';
import { fetchProductAvailability } from '@/api/product/calls';
import { isYearMonth, type CalendarAvailabilities } from '@/domain/calendar';
import { LOCALES } from '@/domain/model/locale';

const querySchema = z.object({
  locale: z.enum(LOCALES),
  id: z.string().regex(/^[1-9][0-9]{0,14}$/),
  month: z.string().refine(isYearMonth),
  // Part 2 §9: 2 months per load on desktop, 3 or 4 on mobile.
  length: z.coerce.number().int().min(1).max(4),
  adult: z.coerce.number().int().min(1).max(9).default(2),
  child: z.coerce.number().int().min(0).max(9).default(0),
  baby: z.coerce.number().int().min(0).max(9).default(0),
});

/**
 * BFF of the product calendar: GET ?locale&id&month&length&adult&child&baby → `{ days }`, the
 * calendar's shape (amount in cents and minimum stay per day). An upstream failure answers 502; the
 * calendar then leaves those months empty and asks again when it moves (useAvailabilityPages).
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: 'invalid query' }, { status: 400 });
  const result = await fetchProductAvailability(parsed.data);
  if (!result.ok) return Response.json({ error: result.error.kind }, { status: 502, headers: { 'cache-control': 'no-store' } });
  const days: CalendarAvailabilities = Object.fromEntries(Object.entries(result.data.days).map(([day, value]) => [day, { amount: value.amount, minLos: value.minLos }]));
  // Availability and prices change with every booking: never cached (DESIGN §2).
  return Response.json({ days }, { headers: { 'cache-control': 'no-store' } });
}
