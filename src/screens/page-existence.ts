import type { Route, Screen } from '@/routing/route';
import { screenEntry } from './screens';

/**
 * Whether a page addressed by data (a content id, a landing slug) exists upstream, asked by the
 * proxy before rendering so a missing one gets a server-rendered 404 page (see
 * REQUEST_HEADERS.notFound). The screen's own check answers (src/screens/screens.ts); screens
 * without one always exist. true / false, or null when the upstream could not tell (the page then
 * decides). Answers are remembered a minute, at most 500 of them.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 500;
const remembered = new Map<string, { exists: boolean; until: number }>();

/** Tests change the upstream between cases. */
export function forgetPageExistence(): void {
  remembered.clear();
}

export async function pageExists(route: Route, now = Date.now()): Promise<boolean | null> {
  const entry = screenEntry<Screen>(route.screen);
  if (!entry?.exists) return true;
  // The route names the page completely: screen, site and its params (id or slug).
  const key = JSON.stringify([route.screen, route.locale, route.params]);
  const known = remembered.get(key);
  if (known && known.until > now) return known.exists;
  const check = await entry.exists();
  const exists = await check(route);
  if (exists !== null) {
    if (remembered.size >= MAX_ENTRIES) remembered.delete(remembered.keys().next().value as string);
    remembered.set(key, { exists, until: now + TTL_MS });
  }
  return exists;
}
