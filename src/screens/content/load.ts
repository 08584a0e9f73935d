import type { ApiResult } from '@/api/core';
import { fetchContentPage } from '@/api/content';
import type { ContentPage } from '@/domain/model/content';
import type { RouteOf } from '@/routing';

/**
 * A page the CMS could not give for a reason other than "no such page" (5xx, timeout, malformed
 * answer): the screen shows a clean error section, not a 404 that would tell crawlers the page
 * is gone (docs/decisions.md).
 */
export type Loaded<T> = { kind: 'ok'; data: T } | { kind: 'unavailable' };

/** null = the upstream says the thing does not exist (the route answers 404 before streaming). */
export function loadedOrNotFound<T>(result: ApiResult<T>): Loaded<T> | null {
  if (result.ok) return { kind: 'ok', data: result.data };
  if (result.error.kind === 'http' && result.error.status === 404) return null;
  return { kind: 'unavailable' };
}

export type ContentData = Loaded<ContentPage>;

export async function load(route: RouteOf<'content'>): Promise<ContentData | null> {
  return loadedOrNotFound(await fetchContentPage(route.params.id, route.locale));
}
