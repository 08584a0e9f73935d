import 'server-only';
import { boxDetailOrNull, fetchBoxDetail } from '@/api/box';
import type { RouteOf } from '@/routing/route';
import type { Existence } from '../upstream-existence';
import { existenceOf } from '../upstream-existence';

/**
 * Asked by the proxy, so an unknown box code gets the server-rendered not-found page with status
 * 404 before anything streams. An answer without a code (or carrying an error) is no box either
 * (part 1 §8); a failed call cannot tell, and the page then shows 'Oops, something went wrong'.
 * The page's load reads the same cached answer.
 */
export async function boxExists(route: RouteOf<'box'>): Promise<Existence> {
  const result = await fetchBoxDetail({ code: route.params.code, locale: route.locale });
  if (result.ok) return boxDetailOrNull(result) !== null ? 'found' : 'absent';
  return existenceOf(result);
}
