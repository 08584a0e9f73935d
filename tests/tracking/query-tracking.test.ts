import { mergeQueryTracking, QUERY_TRACKING_STORAGE_KEY, QUERY_TRACKING_TTL_MS, queryTrackingValuesOf, readStoredValues, storeQueryTracking } from '@/tracking/query-tracking';

const NOW = Date.UTC(2026, 2, 2, 10);

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('query tracking values (part 2 §7)', () => {
  it('reads the TripAdvisor refid, Skyscanner fclid, affiliateId and Salesforce subscription; unsafe values are refused', () => {
    const search = new URLSearchParams('refid=TA-123&fclid=abc.DEF_9&affiliateId=partner42&sfmc_sub=778899&utm_source=x');
    expect(queryTrackingValuesOf(search)).toEqual({ tripadvisorRefId: 'TA-123', skyscannerFclid: 'abc.DEF_9', affiliateId: 'partner42', salesforceSubscription: '778899' });
    expect(queryTrackingValuesOf(new URLSearchParams('refid=<script>&fclid=&affiliateId=' + 'x'.repeat(200)))).toEqual({});
  });

  it('stores them for 30 days in localStorage; a new value replaces the old one, others are kept', () => {
    const storage = memoryStorage();
    storeQueryTracking(new URLSearchParams('refid=TA-1&affiliateId=p1'), storage, NOW);
    const later = NOW + 1000;
    const merged = storeQueryTracking(new URLSearchParams('refid=TA-2'), storage, later);
    expect(merged).toEqual({
      tripadvisorRefId: { value: 'TA-2', expires: later + QUERY_TRACKING_TTL_MS },
      affiliateId: { value: 'p1', expires: NOW + QUERY_TRACKING_TTL_MS },
    });
    expect(JSON.parse(storage.data.get(QUERY_TRACKING_STORAGE_KEY)!)).toEqual(merged);
    expect(QUERY_TRACKING_TTL_MS).toBe(30 * 24 * 3600 * 1000);
  });

  it('forgets expired values and unreadable storage, and writes nothing for a page without values', () => {
    const raw = JSON.stringify({ tripadvisorRefId: { value: 'TA-1', expires: NOW - 1 }, affiliateId: { value: 'p1', expires: NOW + 1 } });
    expect(readStoredValues(raw, NOW)).toEqual({ affiliateId: { value: 'p1', expires: NOW + 1 } });
    expect(readStoredValues('{not json', NOW)).toEqual({});
    expect(readStoredValues(null, NOW)).toEqual({});
    const storage = memoryStorage();
    storeQueryTracking(new URLSearchParams('q=1'), storage, NOW);
    expect(storage.data.size).toBe(0);
    expect(mergeQueryTracking({}, new URLSearchParams(''), NOW)).toEqual({});
  });

  it('a storage that throws keeps nothing and breaks nothing', () => {
    const broken = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => {} };
    expect(storeQueryTracking(new URLSearchParams('refid=TA-1'), broken, NOW)).toEqual({});
  });
});
