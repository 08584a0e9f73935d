import { subElementsPrice, toggleSubElement } from '@/domain/product/gift-sub-elements';

const element = (id: number, categoryId: number, price: number) => ({ id, name: `e${id}`, imageUrl: null, categoryId, price, recommendedByWed: false });
const categories = [
  { id: 1, singleSelection: true, elements: [element(11, 1, 0), element(12, 1, 0), element(13, 1, 150)] },
  { id: 2, singleSelection: false, elements: [element(21, 2, 2_500), element(22, 2, 1_200), element(23, 2, 3_900)] },
];

describe('custom sub-element selection (part 2 §3)', () => {
  it('replaces the other pick of a single-selection category', () => {
    expect(toggleSubElement([11], 12, categories)).toEqual([12]);
    expect(toggleSubElement([21, 11, 22], 13, categories)).toEqual([21, 22, 13]);
  });

  it('adds to a multiple-selection category', () => {
    expect(toggleSubElement([21], 22, categories)).toEqual([21, 22]);
    expect(toggleSubElement([12], 23, categories)).toEqual([12, 23]);
  });

  it('removes a chosen element when clicked again, in both kinds', () => {
    expect(toggleSubElement([11, 21], 11, categories)).toEqual([21]);
    expect(toggleSubElement([11, 21, 22], 21, categories)).toEqual([11, 22]);
  });

  it('ignores an element no category lists', () => {
    expect(toggleSubElement([11], 99, categories)).toEqual([11]);
  });

  it('does not change the list it was given', () => {
    const selected = [11];
    toggleSubElement(selected, 12, categories);
    expect(selected).toEqual([11]);
  });
});

describe('sub-elements price', () => {
  it('sums the chosen elements in cents', () => {
    expect(subElementsPrice([13, 21, 23], categories)).toBe(150 + 2_500 + 3_900);
    expect(subElementsPrice([11], categories)).toBe(0);
    expect(subElementsPrice([], categories)).toBe(0);
  });

  it('counts ids no longer offered for nothing', () => {
    expect(subElementsPrice([21, 99], categories)).toBe(2_500);
  });
});
