import { fetchIdeas } from '@/api/content';
import type { IdeasPage } from '@/domain/model/content';
import type { RouteOf } from '@/routing';

/** The ideas page never 404s: a failed call shows 'Oops, something went wrong' (part 2 §8). */
export type IdeasData = { kind: 'ok'; page: IdeasPage } | { kind: 'failed' };

export async function load(route: RouteOf<'ideas'>): Promise<IdeasData> {
  const result = await fetchIdeas(route.locale);
  return result.ok ? { kind: 'ok', page: result.data } : { kind: 'failed' };
}
