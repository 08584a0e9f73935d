import { offerPriceDifference, offerPriceDifferences, referenceOffer } from '@/domain/product/offers';

const offer = (weekendId: number, sellPrice: number, nights: number | null = 2) => ({ weekendId, sellPrice, nights });

describe('reference offer', () => {
  const offers = [offer(1, 30_000), offer(2, 25_000), offer(3, 25_000), offer(4, 40_000)];

  it('is the selected offer when it is in the list', () => {
    expect(referenceOffer(offers, 4)?.weekendId).toBe(4);
  });

  it('is otherwise the cheapest, the first of equals', () => {
    expect(referenceOffer(offers)?.weekendId).toBe(2);
    expect(referenceOffer(offers, null)?.weekendId).toBe(2);
    expect(referenceOffer(offers, 99)?.weekendId).toBe(2);
  });

  it('is null without offers', () => {
    expect(referenceOffer([])).toBeNull();
  });
});

describe('per-night price difference (part 2 §9: per night, rounded up, in euros)', () => {
  it('divides the total difference by the nights and rounds up to a whole euro', () => {
    // 30 000 − 25 000 = 5 000 cents over 2 nights = 25 €.
    expect(offerPriceDifference(offer(1, 30_000), offer(2, 25_000))).toEqual({ kind: 'more', amount: 25 });
    // 5 001 cents over 2 nights = 25.005 € → 26.
    expect(offerPriceDifference(offer(1, 30_001), offer(2, 25_000))).toEqual({ kind: 'more', amount: 26 });
    // 1 cent more is still a euro more.
    expect(offerPriceDifference(offer(1, 25_001, 1), offer(2, 25_000, 1))).toEqual({ kind: 'more', amount: 1 });
  });

  it('rounds a cheaper offer up too (towards zero): 25.50 € less per night reads 25', () => {
    expect(offerPriceDifference(offer(1, 19_900, 2), offer(2, 25_000, 2))).toEqual({ kind: 'less', amount: 25 });
  });

  it('reads a saving under one euro per night, or an equal price, as the same price', () => {
    expect(offerPriceDifference(offer(1, 24_950, 1), offer(2, 25_000, 1))).toEqual({ kind: 'same' });
    expect(offerPriceDifference(offer(1, 25_000), offer(2, 25_000))).toEqual({ kind: 'same' });
  });

  it('marks the reference itself', () => {
    expect(offerPriceDifference(offer(2, 25_000), offer(2, 25_000))).toEqual({ kind: 'reference' });
  });

  it('uses the stay nights when the offer has none, and counts fewer than 1 night as 1', () => {
    expect(offerPriceDifference(offer(1, 31_000, null), offer(2, 25_000, null), 3)).toEqual({ kind: 'more', amount: 20 });
    expect(offerPriceDifference(offer(1, 31_000, 0), offer(2, 25_000, 0))).toEqual({ kind: 'more', amount: 60 });
  });

  it('lists each offer against the selected or cheapest one', () => {
    const offers = [offer(1, 30_000), offer(2, 25_000), offer(3, 20_000)];
    expect(Object.fromEntries(offerPriceDifferences(offers))).toEqual({
      1: { kind: 'more', amount: 50 },
      2: { kind: 'more', amount: 25 },
      3: { kind: 'reference' },
    });
    expect(Object.fromEntries(offerPriceDifferences(offers, 2))).toEqual({
      1: { kind: 'more', amount: 25 },
      2: { kind: 'reference' },
      3: { kind: 'less', amount: 25 },
    });
    expect(offerPriceDifferences([]).size).toBe(0);
  });
});
