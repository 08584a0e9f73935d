/** Types of page-cache-handler.mjs (plain JavaScript: Next loads it at run time, outside the bundles). */
export const FAILED_READ_TAG: string;
export function isFailedRender(data: unknown): boolean;
export function stampImmediateExpiry(tags: string | string[], durations: { expire?: number } | undefined, now?: number): void;
export default class PageCacheHandler {}
