import { parseResultsQuery } from '@/screens/search/bff-query';
import { loadMapResults } from '@/screens/search/map-results.server';

/** BFF of the results map: GET ?locale&flow[&boxCode]&hash → every result with a position (≤ 1,000). */
export async function GET(request: Request): Promise<Response> {
  const query = parseResultsQuery(request.url);
  if (!query) return Response.json({ error: 'invalid query' }, { status: 400 });
  return Response.json(await loadMapResults(query), { headers: { 'cache-control': 'no-store' } });
}
