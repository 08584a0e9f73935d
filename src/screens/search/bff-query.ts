import { z } from 'zod';
import { LOCALES } from '@/domain/model/locale';
import { SEARCH_FLOWS } from '@/routing/route';
import { searchCriteriaCodec } from '@/state/hash/search-criteria-codec';
import type { ResultsRequest } from './results.server';

/**
 * The query of the results BFF routes (/api/search, /api/search/map): the site, the flow (and box
 * code) of the path, and the criteria as the page's hash prints them (the island sends the hash
 * already merged with the path's city and theme). The hash goes through the same codec as the
 * browser's, so garbage reads as defaults.
 */
const querySchema = z.object({
  locale: z.enum(LOCALES),
  flow: z.enum(SEARCH_FLOWS),
  boxCode: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
  hash: z.string().max(4000).default(''),
});

export function parseResultsQuery(url: string): Omit<ResultsRequest, 'pageSize'> | null {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(url).searchParams));
  if (!parsed.success) return null;
  const { locale, flow, boxCode, hash } = parsed.data;
  if (flow === 'box' && boxCode === undefined) return null;
  return { locale, path: { flow, ...(boxCode ? { boxCode } : {}) }, criteria: searchCriteriaCodec.parse(hash), hash };
}
