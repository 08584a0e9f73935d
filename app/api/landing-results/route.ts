import { z } from 'zod';
import { LOCALES } from '@/domain/model/locale';
import { isSlug } from '@/routing';
import { LANDING_RESULTS_MAX } from '@/screens/landing/results-contract';
import { landingResults } from '@/screens/landing/results.server';

const slug = z.string().refine(isSlug);
const querySchema = z.object({
  locale: z.enum(LOCALES),
  type: z.enum(['weekend', 'activity']),
  city: slug.optional(),
  theme: slug.optional(),
  count: z.coerce.number().int().min(1).max(LANDING_RESULTS_MAX),
});

/** BFF of a landing's top-results block: GET ?locale&type&city&theme&count → display-ready cards. */
export async function GET(request: Request): Promise<Response> {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: 'invalid query' }, { status: 400 });
  // Prices: never cached (DESIGN §2).
  return Response.json(await landingResults(parsed.data), { headers: { 'cache-control': 'no-store' } });
}
