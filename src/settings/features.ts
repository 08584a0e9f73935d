import type { Environment } from '@/api/core/config.server';

/**
 * Feature settings from the environment, read on the server only (the proxy, server components;
 * in the browser process.env has none of them). Not under src/server: the shell and the CMS link,
 * shared components, read it as they read their own settings. ACTIVITY_ONLY_ENABLED (default on): the activity-only
 * screens and flow (part 2 §2 "The activity-only screen appears only when that feature is
 * enabled", §4 "the activity flow shows only when the feature is enabled"). Off: the activity
 * search, voucher and checkout routes answer 404 (proxy.ts) and no link leads to them.
 * PHYSICAL_GIFT_ENABLED (default on): the physical-gift flag of part 1 §4 — off, the physical format
 * of a gift is shown disabled with its "coming back soon" message.
 * Only 'false', '0' and 'off' turn one off: a typo keeps the default rather than hiding a flow.
 */
export interface Features {
  activityOnly: boolean;
  physicalGift: boolean;
}

const OFF = new Set(['false', '0', 'off']);

function isOn(value: string | undefined): boolean {
  const raw = value?.trim().toLowerCase();
  return raw === undefined || raw === '' || !OFF.has(raw);
}

export function parseFeatures(env: Environment): Features {
  return { activityOnly: isOn(env.ACTIVITY_ONLY_ENABLED), physicalGift: isOn(env.PHYSICAL_GIFT_ENABLED) };
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
