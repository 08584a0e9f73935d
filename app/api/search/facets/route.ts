import { parseResultsQuery } from '@/screens/search/bff-query';
import { loadFacets } from '@/screens/search/facets.server';

/** BFF of the filter panels: GET ?locale&flow[&boxCode]&hash → SearchFacets, or 502 (the panels stay usable). */
export async function GET(request: Request): Promise<Response> {
  const query = parseResultsQuery(request.url);
  if (!query) return Response.json({ error: 'invalid query' }, { status: 400, headers: { 'cache-control': 'no-store' } });
  const facets = await loadFacets(query);
  if (!facets.ok) return Response.json({ error: facets.error.kind }, { status: 502, headers: { 'cache-control': 'no-store' } });
  return Response.json(facets.data, { headers: { 'cache-control': 'no-store' } });
}
