import { z } from 'zod';
import { fetchDestinationSuggestions, isAutocompleteEnabled } from '@/api/autocomplete';
import { LOCALES } from '@/domain/model/locale';

/**
 * BFF for the destination field: GET /api/autocomplete?term&locale → the suggestions (JSON array).
 * The same term gives the same places for a while, so answers are cacheable; failures are not.
 */
const querySchema = z.object({
  term: z.string().trim().min(2).max(100),
  locale: z.enum(LOCALES),
});

const CACHED = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const query = querySchema.safeParse({ term: url.searchParams.get('term') ?? undefined, locale: url.searchParams.get('locale') ?? undefined });
  if (!query.success) return Response.json({ code: 'INVALID_QUERY' }, { status: 400, headers: { 'cache-control': 'no-store' } });
  const { term, locale } = query.data;
  // Sites without autocomplete (part 2 §9) have nothing to suggest.
  if (!isAutocompleteEnabled(locale)) return Response.json([], { headers: { 'cache-control': CACHED } });

  const result = await fetchDestinationSuggestions({ term, locale });
  if (!result.ok) return Response.json({ code: 'UPSTREAM_FAILED' }, { status: 502, headers: { 'cache-control': 'no-store' } });
  return Response.json(result.data, { headers: { 'cache-control': CACHED } });
}
