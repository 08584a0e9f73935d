import type { Environment } from '@/api/core/config.server';

/**
 * Feature settings from the environment, read on the server only (the proxy, server components;
 * in the browser process.env has none of them). Not under src/server: the shell and the CMS link,
 * shared components, read it as they read their own settings. ACTIVITY_ONLY_ENABLED (default on): the activity-only
 * screens and flow (part 2 §2 "The activity-only screen appears only when that feature is
 * enabled", §4 "the activity flow shows only when the feature is enabled"). Off: the activity
 * search, voucher and checkout routes answer 404 (proxy.ts) and no link leads to them.
 * Only 'false', '0' and 'off' turn it off: a typo keeps the default rather than hiding a flow.
 */
export interface Features {
  activityOnly: boolean;
}

const OFF = new Set(['false', '0', 'off']);

export function parseFeatures(env: Environment): Features {
  const raw = env.ACTIVITY_ONLY_ENABLED?.trim().toLowerCase();
  return { activityOnly: raw === undefined || raw === '' || !OFF.has(raw) };
}

let cached: Features | undefined;

export function getFeatures(): Features {
  cached ??= parseFeatures(process.env);
  return cached;
}

/** Tests change the environment between cases. */
export function resetFeatures(): void {
  cached = undefined;
}
