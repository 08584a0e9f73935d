import { distanceRadiusLabel, FIRST_INLINE_BLOCK_AFTER, GRID_COLUMNS, gridWithInlineBlocks, isInlineBlockShown, SECOND_INLINE_BLOCK_AFTER } from '@/domain/search';

const layout = (count: number) =>
  gridWithInlineBlocks(
    Array.from({ length: count }, (_, index) => index + 1),
    { afterFirstRow: 'gift', afterNinth: 'box' },
  ).map((entry) => (entry.type === 'item' ? entry.item : entry.block));

describe('grid inline blocks', () => {
  it('one after the first row of 3, one after the 9th item', () => {
    expect([GRID_COLUMNS, FIRST_INLINE_BLOCK_AFTER, SECOND_INLINE_BLOCK_AFTER]).toEqual([3, 3, 9]);
    expect(layout(12)).toEqual([1, 2, 3, 'gift', 4, 5, 6, 7, 8, 9, 'box', 10, 11, 12]);
  });

  it('a block needs the items before it', () => {
    expect(layout(2)).toEqual([1, 2]);
    expect(layout(3)).toEqual([1, 2, 3, 'gift']);
    expect(layout(8)).toEqual([1, 2, 3, 'gift', 4, 5, 6, 7, 8]);
    expect(layout(9)).toEqual([1, 2, 3, 'gift', 4, 5, 6, 7, 8, 9, 'box']);
  });

  it('a missing block leaves its slot out', () => {
    const entries = gridWithInlineBlocks([1, 2, 3, 4], { afterFirstRow: null });
    expect(entries.every((entry) => entry.type === 'item')).toBe(true);
  });

  it('customer-care mode hides the inline gift and promo blocks', () => {
    expect(isInlineBlockShown('gift', true)).toBe(false);
    expect(isInlineBlockShown('promo', true)).toBe(false);
    expect(isInlineBlockShown('box', true)).toBe(true);
    expect(isInlineBlockShown('targetedBanner', true)).toBe(true);
    expect(isInlineBlockShown('gift', false)).toBe(true);
  });
});

describe('distance radius label', () => {
  it("'Less than {distanceMax}km from {city}'", () => {
    expect(distanceRadiusLabel({ distanceMax: 30, cityLabel: 'Lyon' })).toEqual({ key: 'search.distance.lessThanKmFromCity', values: { distanceMax: 30, city: 'Lyon' } });
  });

  it("'Less than 2h' for a travel-time search", () => {
    expect(distanceRadiusLabel({ lessThanTwoHours: true, distanceMax: 30, cityLabel: 'Lyon' })).toEqual({ key: 'search.distance.lessThanTwoHours', values: {} });
  });

  it('nothing without a maximum or a city', () => {
    expect(distanceRadiusLabel({ cityLabel: 'Lyon' })).toBeNull();
    expect(distanceRadiusLabel({ distanceMax: 30 })).toBeNull();
  });
});
