import { describe, expect, it } from 'vitest';
import type { RecentlyViewedItem } from '@/domain/product/recently-viewed';
import { readRecentlyViewed, recordRecentlyViewed } from '@/state/recently-viewed';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

const stay = (id: number): RecentlyViewedItem => ({ id, type: 'STAY', label: `Séjour ${id}`, imageUrl: null, uri: null, price: null, hotel: null, dataFlowMode: null });

describe('recently viewed in the browser storage', () => {
  it('records most recent first, once, per site', () => {
    const storage = memoryStorage();
    recordRecentlyViewed(storage, 'fr_FR', stay(1));
    recordRecentlyViewed(storage, 'fr_FR', stay(2));
    recordRecentlyViewed(storage, 'fr_FR', stay(1));
    expect(readRecentlyViewed(storage, 'fr_FR').map((item) => item.id)).toEqual([1, 2]);
    expect(readRecentlyViewed(storage, 'nl_BE')).toEqual([]);
  });

  it('keeps at most the cap', () => {
    const storage = memoryStorage();
    for (let id = 1; id <= 20; id += 1) recordRecentlyViewed(storage, 'es_ES', stay(id));
    const ids = readRecentlyViewed(storage, 'es_ES').map((item) => item.id);
    expect(ids).toHaveLength(12);
    expect(ids[0]).toBe(20);
  });

  it('bad or refused storage never breaks the page', () => {
    const broken = memoryStorage({ 'escapade.recently-viewed.it_IT': '{not json' });
    expect(readRecentlyViewed(broken, 'it_IT')).toEqual([]);
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(recordRecentlyViewed(refusing, 'it_IT', stay(3)).map((item) => item.id)).toEqual([3]);
    const throwing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => undefined };
    expect(readRecentlyViewed(throwing, 'it_IT')).toEqual([]);
  });
});
