import fc from 'fast-check';
import {
  RECENT_SEARCHES_MAX,
  addRecentSearch,
  parseRecentSearches,
  readRecentSearches,
  recentSearchesKey,
  saveRecentSearch,
  type RecentSearch,
  type RecentSearchStorage,
} from '@/state/recent-searches';

const search = (id: string, label = id): RecentSearch => ({ id, label, category: 'city', value: id.replace(/^city-/, '') });

class MemoryStorage implements RecentSearchStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('recent searches (part 1 §9: max 3, newest first, deduplicated by id)', () => {
  it('keeps the newest first and at most three', () => {
    let list: RecentSearch[] = [];
    for (const id of ['city-paris', 'city-lyon', 'city-nice', 'city-lille']) list = addRecentSearch(list, search(id));
    expect(RECENT_SEARCHES_MAX).toBe(3);
    expect(list.map((item) => item.id)).toEqual(['city-lille', 'city-nice', 'city-lyon']);
  });

  it('moves a repeated search to the front instead of listing it twice', () => {
    const list = [search('city-paris'), search('city-lyon'), search('city-nice')];
    const next = addRecentSearch(list, search('city-nice', 'Nice, Provence'));
    expect(next.map((item) => item.id)).toEqual(['city-nice', 'city-paris', 'city-lyon']);
    expect(next[0]?.label).toBe('Nice, Provence');
  });

  it('never holds duplicates nor more than the cap, whatever the sequence', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 30 }), (ids) => {
        const list = ids.reduce<RecentSearch[]>((acc, id) => addRecentSearch(acc, search(id)), []);
        expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
        expect(list.length).toBeLessThanOrEqual(RECENT_SEARCHES_MAX);
        if (ids.length > 0) expect(list[0]?.id).toBe(ids[ids.length - 1]);
      }),
    );
  });

  it('reads back what it stored, per site', () => {
    const storage = new MemoryStorage();
    saveRecentSearch(storage, 'fr_FR', search('city-paris'));
    saveRecentSearch(storage, 'fr_FR', search('city-lyon'));
    saveRecentSearch(storage, 'es_ES', search('city-seville'));
    expect(readRecentSearches(storage, 'fr_FR').map((item) => item.id)).toEqual(['city-lyon', 'city-paris']);
    expect(readRecentSearches(storage, 'es_ES').map((item) => item.id)).toEqual(['city-seville']);
    expect(readRecentSearches(storage, 'it_IT')).toEqual([]);
  });

  it('drops unreadable stored values item by item instead of failing', () => {
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"id":"x"}')).toEqual([]);
    const stored = JSON.stringify([
      { id: 'city-paris', label: 'Paris', category: 'city', value: 'paris' },
      { id: 'planet-mars', label: 'Mars', category: 'planet', value: 'mars' },
      { id: 'city-paris', label: 'Paris again', category: 'city', value: 'paris' },
      { id: 42 },
      { id: 'hotel-12', label: 'Hôtel du Lac, Annecy', category: 'hotel', value: '12' },
    ]);
    expect(parseRecentSearches(stored).map((item) => item.id)).toEqual(['city-paris', 'hotel-12']);
  });

  it('keeps working when the storage refuses to read or write', () => {
    const broken: RecentSearchStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readRecentSearches(broken, 'fr_FR')).toEqual([]);
    expect(saveRecentSearch(broken, 'fr_FR', search('city-paris')).map((item) => item.id)).toEqual(['city-paris']);
    expect(readRecentSearches(null, 'fr_FR')).toEqual([]);
  });

  it('names one storage key per site', () => {
    expect(recentSearchesKey('nl_BE')).not.toBe(recentSearchesKey('fr_BE'));
  });
});
