import type { CustomSubElementCategory, GiftVoucher } from '@/domain/model/gift';
import { isMultiPriceVoucher, isSameChoice, offeredSubElements, priceGift, type GiftChoice } from '@/domain/product/gift-price';

const element = (id: number, categoryId: number, price: number) => ({ id, name: `e${id}`, imageUrl: null, categoryId, price, recommendedByWed: false });
const categories: CustomSubElementCategory[] = [
  { id: 1, description: null, names: {}, singleSelection: true, elements: [element(11, 1, 0), element(12, 1, 150)] },
  { id: 2, description: null, names: {}, singleSelection: false, elements: [element(21, 2, 3_900), element(22, 2, 1_500)] },
];
const voucher: GiftVoucher = {
  isGiftable: true,
  hasPhysicalVersion: true,
  priceList: [
    { nights: 1, sellPrice: 10_000, sellPrices: [10_000, 13_000, 16_000], extraUpsellAvailabilityAmount: 25_000 },
    { nights: 2, sellPrice: 20_000, sellPrices: [20_000, 26_000, 32_000], extraUpsellAvailabilityAmount: 0 },
  ],
};
const choice = (patch: Partial<GiftChoice> = {}): GiftChoice => ({ giftFormat: 'digital', giftNights: 1, bucket: 1, upsell: 'none', subElements: [], ...patch });
const price = (patch: Partial<GiftChoice>, extra: { physicalAvailable?: boolean; physicalShipping?: number | null; voucher?: GiftVoucher } = {}) =>
  priceGift({ voucher: extra.voucher ?? voucher, choice: choice(patch), physicalAvailable: extra.physicalAvailable ?? true, physicalShipping: extra.physicalShipping === undefined ? 390 : extra.physicalShipping, categories });

describe('the price of a configured gift stay (part 2 §5, §9)', () => {
  it('is the bucket price + shipping (physical) + sub-elements + upsell', () => {
    const priced = price({ giftFormat: 'physical', bucket: 2, upsell: 'availability', subElements: [12, 21] });
    expect(priced).toMatchObject({ sellPrice: 13_000, shipping: 390, subElementsPrice: 4_050, upsellAmount: 25_000, total: 13_000 + 390 + 4_050 + 25_000 });
    expect(price({})?.total).toBe(10_000);
    expect(price({ giftNights: 2, bucket: 3 })?.total).toBe(32_000);
  });

  it('falls back to digital when physical cannot be sold or its shipping is unknown', () => {
    expect(price({ giftFormat: 'physical' }, { physicalAvailable: false })).toMatchObject({ shipping: 0, total: 10_000, choice: { giftFormat: 'digital' } });
    expect(price({ giftFormat: 'physical' }, { physicalShipping: null })?.choice.giftFormat).toBe('digital');
    expect(price({ giftFormat: 'physical' }, { physicalShipping: 0 })).toMatchObject({ shipping: 0, choice: { giftFormat: 'physical' } });
  });

  it('drops an upsell the nights do not offer, and nights the list lacks fall back to 1', () => {
    expect(price({ giftNights: 2, upsell: 'availability' })).toMatchObject({ upsellOffered: false, upsellAmount: 0, upsellPrice: 0, choice: { upsell: 'none' } });
    expect(price({ giftNights: 1 })).toMatchObject({ upsellOffered: true, upsellPrice: 25_000, upsellAmount: 0 });
    expect(price({ giftNights: 7 })?.choice.giftNights).toBe(1);
  });

  it('without bucket prices there is no multi-price: one price, bucket 1', () => {
    const single: GiftVoucher = { ...voucher, priceList: voucher.priceList.map((entry) => ({ ...entry, sellPrices: null })) };
    expect(isMultiPriceVoucher(single)).toBe(false);
    expect(isMultiPriceVoucher(voucher)).toBe(true);
    expect(price({ bucket: 3 }, { voucher: single })).toMatchObject({ multiPrice: false, sellPrice: 10_000, choice: { bucket: 1 } });
  });

  it('is null for a voucher without a priced stay', () => {
    expect(price({}, { voucher: { ...voucher, priceList: [] } })).toBeNull();
  });
});

describe('offered sub-elements', () => {
  it('keeps offered ids only, and one pick in a single-selection category', () => {
    expect(offeredSubElements([99, 21, 11, 12, 22, 21], categories)).toEqual([21, 11, 22]);
    expect(offeredSubElements([12], [])).toEqual([]);
  });
});

describe('same choice', () => {
  it('compares every field, sub-elements in any order', () => {
    expect(isSameChoice(choice({ subElements: [21, 11] }), choice({ subElements: [11, 21] }))).toBe(true);
    for (const patch of [{ giftFormat: 'physical' }, { giftNights: 2 }, { bucket: 2 }, { upsell: 'availability' }, { subElements: [11] }] as const) {
      expect(isSameChoice(choice(patch), choice())).toBe(false);
    }
  });
});
