/**
 * Query tracking values kept from a landing URL (part 2 §7): TripAdvisor's `refid`, Skyscanner's
 * `fclid`, an `affiliateId`, and Salesforce Marketing Cloud's subscriber `sfmc_sub`. Kept in
 * localStorage for 30 days (not a cookie: the server never needs them, and a cookie would ride
 * along on every request and split the page cache); a newer value of a key replaces the old one.
 */
export const QUERY_TRACKING_STORAGE_KEY = 'escapade_query_tracking';
export const QUERY_TRACKING_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Query parameter → stored name. */
export const QUERY_TRACKING_PARAMETERS = {
  refid: 'tripadvisorRefId',
  fclid: 'skyscannerFclid',
  affiliateId: 'affiliateId',
  sfmc_sub: 'salesforceSubscription',
} as const;

export type QueryTrackingName = (typeof QUERY_TRACKING_PARAMETERS)[keyof typeof QUERY_TRACKING_PARAMETERS];

export interface StoredValue {
  value: string;
  /** Epoch ms after which the value is forgotten. */
  expires: number;
}

export type QueryTrackingValues = Partial<Record<QueryTrackingName, StoredValue>>;

/** Ids from partners: short, URL-safe; anything else is not stored (no script, no markup). */
const SAFE_VALUE = /^[A-Za-z0-9._~:-]{1,128}$/;

/** The tracking values a query string carries. */
export function queryTrackingValuesOf(search: URLSearchParams): Partial<Record<QueryTrackingName, string>> {
  const found: Partial<Record<QueryTrackingName, string>> = {};
  for (const [parameter, name] of Object.entries(QUERY_TRACKING_PARAMETERS) as Array<[string, QueryTrackingName]>) {
    const value = search.get(parameter);
    if (value !== null && SAFE_VALUE.test(value)) found[name] = value;
  }
  return found;
}

/** The stored values, expired ones dropped; unreadable storage is empty. */
export function readStoredValues(raw: string | null, nowMs: number): QueryTrackingValues {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const values: QueryTrackingValues = {};
  for (const name of Object.values(QUERY_TRACKING_PARAMETERS)) {
    const entry = (parsed as Record<string, unknown>)[name];
    if (typeof entry !== 'object' || entry === null) continue;
    const { value, expires } = entry as Record<string, unknown>;
    if (typeof value === 'string' && SAFE_VALUE.test(value) && typeof expires === 'number' && expires > nowMs) values[name] = { value, expires };
  }
  return values;
}

/** The stored values after a visit with this query: new values replace old ones and start a new 30 days. */
export function mergeQueryTracking(stored: QueryTrackingValues, search: URLSearchParams, nowMs: number): QueryTrackingValues {
  const merged: QueryTrackingValues = { ...stored };
  for (const [name, value] of Object.entries(queryTrackingValuesOf(search)) as Array<[QueryTrackingName, string]>) {
    merged[name] = { value, expires: nowMs + QUERY_TRACKING_TTL_MS };
  }
  return merged;
}

/** Reads the page's query into the storage (a storage that throws — private mode, quota — keeps nothing). */
export function storeQueryTracking(search: URLSearchParams, storage: Pick<Storage, 'getItem' | 'setItem'>, nowMs: number): QueryTrackingValues {
  try {
    const stored = readStoredValues(storage.getItem(QUERY_TRACKING_STORAGE_KEY), nowMs);
    const merged = mergeQueryTracking(stored, search, nowMs);
    if (Object.keys(queryTrackingValuesOf(search)).length > 0) storage.setItem(QUERY_TRACKING_STORAGE_KEY, JSON.stringify(merged));
    return merged;
  } catch {
    return {};
  }
}
