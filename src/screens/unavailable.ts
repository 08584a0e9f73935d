import { NEVER_STORED } from '@/server/cache-headers';

/**
 * The answer to a page the upstream failed on (page-existence 'unavailable'): 503, asked again in 30 s
 * (a failure the simulator's faults and a real upstream's hiccups both outlast rarely), never stored by
 * any cache, so the page is back as soon as the upstream is. docs/decisions.md.
 */
export const RETRY_AFTER_SECONDS = 30;

export const UNAVAILABLE_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'retry-after': String(RETRY_AFTER_SECONDS),
  'cache-control': NEVER_STORED,
};
