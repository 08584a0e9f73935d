import { getApiConfig } from '@/api/core/config.server';
import { currentFaultScope } from '@/api/core/fault-scope.server';
import type { Route, Screen } from '@/routing/route';
import { screenEntry, type Existence } from './screens';

/**
 * Whether a page addressed by data (a content id, a landing slug, a product) exists upstream, asked
 * by the proxy before rendering so a missing one gets a server-rendered 404 page (see
 * REQUEST_HEADERS.notFound) and one the upstream failed on a 503 (REQUEST_HEADERS.unavailable). The
 * screen's own check answers (src/screens/screens.ts); screens without one always exist.
 *
 * Only definite answers (found, absent) are remembered, at most 500 of them; a failure never is, so
 * the page is back as soon as the upstream is. A remembered answer is trusted a minute; after that
 * the upstream is asked again, and if it fails the last definite answer still stands while the data
 * cache is on: the proxy has no data cache of its own (Next 16.4's proxy runs with a cache that stores
 * nothing), but the page reads the last good answer from the pages' data cache (src/api/core/
 * cached-read.ts), so a product seen once keeps its page through an upstream failure instead of a 503.
 * Under an e2e fault scope, answers are remembered per scope (a test's faults decide nothing for
 * another request).
 */
const FRESH_MS = 60_000;
const MAX_ENTRIES = 500;
type Definite = Extract<Existence, 'found' | 'absent'>;
const remembered = new Map<string, { existence: Definite; at: number }>();

/** Tests change the upstream between cases. */
export function forgetPageExistence(): void {
  remembered.clear();
}

const isDefinite = (existence: Existence): existence is Definite => existence === 'found' || existence === 'absent';

function remember(key: string, existence: Definite, now: number): void {
  remembered.delete(key);
  if (remembered.size >= MAX_ENTRIES) remembered.delete(remembered.keys().next().value as string);
  remembered.set(key, { existence, at: now });
}

export async function pageExists(route: Route, now = Date.now()): Promise<Existence> {
  const entry = screenEntry<Screen>(route.screen);
  if (!entry?.exists) return 'found';
  // The route names the page completely: screen, site and its params (id or slug).
  const key = JSON.stringify([route.screen, route.locale, route.params, await currentFaultScope()]);
  const known = remembered.get(key);
  if (known && now - known.at < FRESH_MS) return known.existence;
  const check = await entry.exists();
  const existence = await check(route);
  if (isDefinite(existence)) {
    remember(key, existence, now);
    return existence;
  }
  // The upstream failed: what it last said stands, while the pages keep its last good answer.
  if (known && getApiConfig().cacheMaxSeconds > 0) return known.existence;
  return existence;
}
