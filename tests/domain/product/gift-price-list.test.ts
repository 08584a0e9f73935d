import {
  AVAILABILITY_UPSELL_LABEL,
  DEFAULT_GIFT_BUCKET,
  DEFAULT_GIFT_NIGHTS,
  GIFT_BUCKET_OPTIONS,
  giftBucketPrice,
  giftNightsOptions,
  giftPriceEntry,
  giftUpsellAmount,
  isAvailabilityUpsellOffered,
  selectedGiftNights,
  type GiftPriceListEntry,
} from '@/domain/product/gift-price-list';

const entry = (nights: number, overrides: Partial<GiftPriceListEntry> = {}): GiftPriceListEntry => ({
  nights,
  sellPrice: 10_000 * nights,
  sellPrices: [10_000 * nights, 13_000 * nights, 16_000 * nights],
  extraUpsellAvailabilityAmount: 2_500 * nights,
  ...overrides,
});

describe('gift nights (part 2 §9: default 1)', () => {
  it('offers the night counts the price list prices, ascending, once each', () => {
    expect(giftNightsOptions([entry(3), entry(1), entry(2), entry(1)])).toEqual([1, 2, 3]);
  });

  it('leaves out entries that cannot be priced or are not a night count', () => {
    expect(giftNightsOptions([entry(0), entry(1.5), entry(2, { sellPrice: Number.NaN }), entry(3, { sellPrice: -1 }), entry(4)])).toEqual([4]);
    expect(giftNightsOptions([])).toEqual([]);
  });

  it('defaults to 1 night', () => {
    expect(DEFAULT_GIFT_NIGHTS).toBe(1);
    expect(selectedGiftNights([1, 2, 3])).toBe(1);
    expect(selectedGiftNights([1, 2, 3], null)).toBe(1);
  });

  it('keeps an asked count the list prices, else falls back to 1', () => {
    expect(selectedGiftNights([1, 2, 3], 3)).toBe(3);
    expect(selectedGiftNights([1, 2, 3], 5)).toBe(1);
  });

  it('falls back to the shortest stay when 1 night is not sold, and to null when nothing is', () => {
    expect(selectedGiftNights([2, 3], 5)).toBe(2);
    expect(selectedGiftNights([])).toBeNull();
  });

  it('finds the price line of a night count', () => {
    const list = [entry(1), entry(2)];
    expect(giftPriceEntry(list, 2)?.sellPrice).toBe(20_000);
    expect(giftPriceEntry(list, 3)).toBeNull();
  });
});

describe('gift buckets (part 1 §9)', () => {
  it('are 1 Essential, 2 Serenity (popular), 3 Liberty; 1 by default', () => {
    expect(GIFT_BUCKET_OPTIONS).toEqual([
      { bucket: 1, name: 'essential', popular: false },
      { bucket: 2, name: 'serenity', popular: true },
      { bucket: 3, name: 'liberty', popular: false },
    ]);
    expect(DEFAULT_GIFT_BUCKET).toBe(1);
  });

  it('price a bucket at sellPrices[bucket − 1] when the multi-price variation is on', () => {
    const line = entry(2);
    expect(giftBucketPrice(line, 1, { multiPrice: true })).toBe(20_000);
    expect(giftBucketPrice(line, 2, { multiPrice: true })).toBe(26_000);
    expect(giftBucketPrice(line, 3, { multiPrice: true })).toBe(32_000);
  });

  it('use sellPrice when the variation is off', () => {
    expect(giftBucketPrice(entry(2, { sellPrice: 19_000 }), 3, { multiPrice: false })).toBe(19_000);
  });

  it('fall back to sellPrice when the bucket has no usable price', () => {
    expect(giftBucketPrice(entry(1, { sellPrices: null }), 2, { multiPrice: true })).toBe(10_000);
    expect(giftBucketPrice(entry(1, { sellPrices: [10_000] }), 3, { multiPrice: true })).toBe(10_000);
    expect(giftBucketPrice(entry(1, { sellPrices: [10_000, Number.NaN, -5] }), 2, { multiPrice: true })).toBe(10_000);
    expect(giftBucketPrice(entry(1, { sellPrices: [10_000, 13_000, -5] }), 3, { multiPrice: true })).toBe(10_000);
  });

  it('take a bucket price of 0 as a price, not as missing', () => {
    expect(giftBucketPrice(entry(1, { sellPrices: [0, 1, 2] }), 1, { multiPrice: true })).toBe(0);
  });
});

describe('availability upsell (part 1 §4, §9)', () => {
  it('keeps the spec label', () => {
    expect(AVAILABILITY_UPSELL_LABEL).toBe('+250 €');
  });

  it('adds extraUpsellAvailabilityAmount only when availability is chosen', () => {
    expect(giftUpsellAmount(entry(2), 'availability')).toBe(5_000);
    expect(giftUpsellAmount(entry(2), 'none')).toBe(0);
  });

  it('is not offered (adds nothing) for a stay length without an upsell amount', () => {
    for (const amount of [null, 0, -100, Number.NaN]) {
      const line = entry(1, { extraUpsellAvailabilityAmount: amount });
      expect(isAvailabilityUpsellOffered(line)).toBe(false);
      expect(giftUpsellAmount(line, 'availability')).toBe(0);
    }
    expect(isAvailabilityUpsellOffered(entry(1))).toBe(true);
  });
});
