import { currentFaultScope } from '@/api/core/fault-scope.server';
import type { Route, Screen } from '@/routing/route';
import { screenEntry, type Existence } from './screens';

/**
 * Whether a page addressed by data (a content id, a landing slug, a product) exists upstream, asked
 * by the proxy before rendering so a missing one gets a server-rendered 404 page (see
 * REQUEST_HEADERS.notFound) and one the upstream failed on a 503 (REQUEST_HEADERS.unavailable). The
 * screen's own check answers (src/screens/screens.ts); screens without one always exist.
 * Only definite answers (found, absent) are remembered, a minute, at most 500 of them: a failure is
 * asked again on the next request, so the page is back as soon as the upstream is. Under an e2e fault
 * scope, answers are remembered per scope (a test's faults never decide another request's page).
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 500;
const remembered = new Map<string, { existence: Existence; until: number }>();

/** Tests change the upstream between cases. */
export function forgetPageExistence(): void {
  remembered.clear();
}

const isDefinite = (existence: Existence) => existence === 'found' || existence === 'absent';

export async function pageExists(route: Route, now = Date.now()): Promise<Existence> {
  const entry = screenEntry<Screen>(route.screen);
  if (!entry?.exists) return 'found';
  // The route names the page completely: screen, site and its params (id or slug).
  const key = JSON.stringify([route.screen, route.locale, route.params, await currentFaultScope()]);
  const known = remembered.get(key);
  if (known && known.until > now) return known.existence;
  const check = await entry.exists();
  const existence = await check(route);
  if (isDefinite(existence)) {
    remembered.delete(key);
    if (remembered.size >= MAX_ENTRIES) remembered.delete(remembered.keys().next().value as string);
    remembered.set(key, { existence, until: now + TTL_MS });
  }
  return existence;
}
