import { z } from 'zod';
import { fetchPackageCheckoutNights } from '@/api/product/calls';
import { isIsoDay, nightsRangeOf } from '@/domain/calendar';
import { LOCALES } from '@/domain/model/locale';

const querySchema = z.object({
  locale: z.enum(LOCALES),
  id: z.string().regex(/^[1-9][0-9]{0,14}$/),
  checkin: z.string().refine(isIsoDay),
  adult: z.coerce.number().int().min(1).max(9).default(2),
  child: z.coerce.number().int().min(0).max(9).default(0),
  baby: z.coerce.number().int().min(0).max(9).default(0),
});

/**
 * BFF of the checkout-nights call: GET ?locale&id&checkin&adult&child&baby → `{ range }` (null when
 * no night is bookable). An upstream failure answers 502: the calendar clears the range silently
 * (part 1 §8, useCheckoutNights).
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: 'invalid query' }, { status: 400 });
  const result = await fetchPackageCheckoutNights(parsed.data);
  if (!result.ok) return Response.json({ error: result.error.kind }, { status: 502, headers: { 'cache-control': 'no-store' } });
  return Response.json({ range: result.data.range ?? nightsRangeOf(result.data.nights) }, { headers: { 'cache-control': 'no-store' } });
}
