import {
  addRecentlyViewed,
  parseRecentlyViewed,
  RECENTLY_VIEWED_MAX,
  recentlyViewedExcept,
  recentlyViewedKey,
  toRecentlyViewedItem,
  type RecentlyViewedItem,
} from '@/domain/product/recently-viewed';

const item = (id: number, type: RecentlyViewedItem['type'] = 'STAY'): RecentlyViewedItem => ({
  id,
  type,
  label: `Stay ${id}`,
  imageUrl: `/images/${id}/640_360.png`,
  uri: `stay-${id}`,
  price: { sellPrice: 19_900, refPrice: 25_000, promo: 20, nights: 1 },
  hotel: { id: 100 + id, label: `Hotel ${id}`, stars: 4, locationLabel: 'Lyon', review: { count: 12, average: 8.6 } },
  dataFlowMode: 'PULL',
});
const ids = (list: readonly RecentlyViewedItem[]) => list.map((entry) => `${entry.type}:${entry.id}`);

describe('recently viewed list (part 2 §4)', () => {
  it('puts the newest first', () => {
    expect(ids(addRecentlyViewed([item(1), item(2)], item(3)))).toEqual(['STAY:3', 'STAY:1', 'STAY:2']);
  });

  it('moves a product seen again to the front instead of repeating it', () => {
    expect(ids(addRecentlyViewed([item(1), item(2), item(3)], item(3)))).toEqual(['STAY:3', 'STAY:1', 'STAY:2']);
  });

  it('tells a stay and an activity with the same id apart', () => {
    expect(ids(addRecentlyViewed([item(1, 'STAY')], item(1, 'ACTIVITY')))).toEqual(['ACTIVITY:1', 'STAY:1']);
  });

  it(`keeps at most ${RECENTLY_VIEWED_MAX}, dropping the oldest`, () => {
    expect(RECENTLY_VIEWED_MAX).toBe(12);
    const full = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, index) => item(index + 1));
    const next = addRecentlyViewed(full, item(99));
    expect(next).toHaveLength(12);
    expect(next[0]?.id).toBe(99);
    expect(next.at(-1)?.id).toBe(11);
    expect(addRecentlyViewed([item(1)], item(2), 0)).toEqual([]);
  });

  it('leaves the current product out of its own page', () => {
    expect(ids(recentlyViewedExcept([item(1), item(2), item(2, 'ACTIVITY')], { id: 2, type: 'STAY' }))).toEqual(['STAY:1', 'ACTIVITY:2']);
  });

  it('keeps one list per site', () => {
    expect(recentlyViewedKey('nl_BE')).toBe('escapade.recently-viewed.nl_BE');
    expect(recentlyViewedKey('fr_BE')).not.toBe(recentlyViewedKey('nl_BE'));
  });
});

describe('reading the stored list', () => {
  it('reads back what was written', () => {
    const list = [item(1), item(2, 'ACTIVITY')];
    expect(parseRecentlyViewed(JSON.stringify(list))).toEqual(list);
  });

  it('turns bad storage into an empty list without throwing', () => {
    for (const raw of [null, undefined, '', 'not json', '{', '{"id":1}', '42', 'null', '"text"']) expect(parseRecentlyViewed(raw)).toEqual([]);
  });

  it('drops unreadable items and later duplicates, and caps the list', () => {
    const raw = JSON.stringify([item(1), { id: 'x', type: 'STAY', label: 'a' }, { id: 2, type: 'HOTEL', label: 'b' }, { id: 3, type: 'STAY', label: '  ' }, null, item(1), item(4)]);
    expect(ids(parseRecentlyViewed(raw))).toEqual(['STAY:1', 'STAY:4']);
    const many = JSON.stringify(Array.from({ length: 20 }, (_, index) => item(index + 1)));
    expect(parseRecentlyViewed(many)).toHaveLength(12);
    expect(parseRecentlyViewed(many, 0)).toEqual([]);
  });

  it('keeps an item whose optional parts are unreadable, without them', () => {
    const stored = { id: 5, type: 'ACTIVITY', label: 'Kayak', imageUrl: 7, uri: null, price: { sellPrice: -1 }, hotel: { id: 0, label: 'x' }, dataFlowMode: {} };
    expect(toRecentlyViewedItem(stored)).toEqual({ id: 5, type: 'ACTIVITY', label: 'Kayak', imageUrl: null, uri: null, price: null, hotel: null, dataFlowMode: null });
  });

  it('cleans the parts of a price and a hotel it cannot trust', () => {
    const stored = {
      ...item(6),
      price: { sellPrice: 10_000, refPrice: 'a', promo: 150, nights: 1.5 },
      hotel: { id: 3, label: 'H', stars: 9, locationLabel: '', review: { count: 'many', average: 8 } },
    };
    expect(toRecentlyViewedItem(stored)).toMatchObject({
      price: { sellPrice: 10_000, refPrice: null, promo: 0, nights: null },
      hotel: { id: 3, label: 'H', stars: null, locationLabel: null, review: null },
    });
  });
});
