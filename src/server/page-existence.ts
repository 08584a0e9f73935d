import { fetchContentPage, fetchLanding } from '@/api/content';
import type { Route } from '@/routing';

/**
 * Whether a page addressed by data (a content id, a landing slug) exists upstream, asked by the
 * proxy before rendering so a missing one gets a server-rendered 404 page (see
 * REQUEST_HEADERS.notFound). true / false, or null when the upstream could not tell (the page
 * then decides). Answers are remembered a minute, at most 500 of them.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 500;
const remembered = new Map<string, { exists: boolean; until: number }>();

async function askUpstream(route: Route): Promise<boolean | null> {
  if (route.screen === 'content') {
    const result = await fetchContentPage(route.params.id, route.locale);
    return result.ok ? true : result.error.kind === 'http' && result.error.status === 404 ? false : null;
  }
  if (route.screen === 'landing') {
    const result = await fetchLanding(route.params.slug, route.locale);
    return result.ok ? true : result.error.kind === 'http' && result.error.status === 404 ? false : null;
  }
  return true;
}

function keyOf(route: Route): string | null {
  if (route.screen === 'content') return `content:${route.locale}:${route.params.id}`;
  if (route.screen === 'landing') return `landing:${route.locale}:${route.params.slug}`;
  return null;
}

export async function pageExists(route: Route, now = Date.now()): Promise<boolean | null> {
  const key = keyOf(route);
  if (key === null) return true;
  const known = remembered.get(key);
  if (known && known.until > now) return known.exists;
  const exists = await askUpstream(route);
  if (exists !== null) {
    if (remembered.size >= MAX_ENTRIES) remembered.delete(remembered.keys().next().value as string);
    remembered.set(key, { exists, until: now + TTL_MS });
  }
  return exists;
}
