import { parseResultsQuery } from '@/screens/search/bff-query';
import { loadResultsPage } from '@/screens/search/results.server';

/** BFF of the results island: GET ?locale&flow[&boxCode]&hash → one ResultsPage. Prices: no-store. */
export async function GET(request: Request): Promise<Response> {
  const query = parseResultsQuery(request.url);
  if (!query) return Response.json({ error: 'invalid query' }, { status: 400 });
  return Response.json(await loadResultsPage(query), { headers: { 'cache-control': 'no-store' } });
}
