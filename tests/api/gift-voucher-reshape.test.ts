import { toGiftVoucher, toProductDetail } from '@/api/product/reshape';
import { giftVoucherSchema, weekendDetailSchema } from '@/api/product/schemas';

/** The weekend detail's gift voucher (part 2 §3): wire → the model the gift setup prices. */
describe('gift voucher reshape', () => {
  const entry = (los: number, sellPrice: number, extra: Record<string, unknown> = {}) => ({
    los,
    sellPrice,
    sellPrices: [sellPrice, sellPrice + 3000, sellPrice + 6000],
    extraUpsellAvailabilityAmount: 25_000,
    ...extra,
  });

  it('reads los (part 1) or nights (part 2), sorts by nights and keeps the first entry of a night count', () => {
    const voucher = toGiftVoucher(
      giftVoucherSchema.parse({
        isGiftable: true,
        physicalVersion: true,
        priceList: [entry(2, 20_000), { nights: 1, sellPrice: 10_000, sellPrices: null }, entry(2, 99_900), entry(3, 30_000)],
      }),
    );
    expect(voucher).toEqual({
      isGiftable: true,
      hasPhysicalVersion: true,
      priceList: [
        { nights: 1, sellPrice: 10_000, sellPrices: null, extraUpsellAvailabilityAmount: null },
        { nights: 2, sellPrice: 20_000, sellPrices: [20_000, 23_000, 26_000], extraUpsellAvailabilityAmount: 25_000 },
        { nights: 3, sellPrice: 30_000, sellPrices: [30_000, 33_000, 36_000], extraUpsellAvailabilityAmount: 25_000 },
      ],
    });
  });

  it('is no gift when not giftable, without a priced stay, or absent; a missing physical flag means none', () => {
    expect(toGiftVoucher({ isGiftable: false, priceList: [entry(1, 10_000)] })).toBeNull();
    expect(toGiftVoucher({ isGiftable: true, priceList: [] })).toBeNull();
    expect(toGiftVoucher({ priceList: [{ sellPrice: 10_000 }, entry(0, 5_000), entry(1, -1)] })).toBeNull();
    expect(toGiftVoucher(null)).toBeNull();
    expect(toGiftVoucher(undefined)).toBeNull();
    expect(toGiftVoucher({ priceList: [entry(1, 10_000)] })?.hasPhysicalVersion).toBe(false);
  });

  it('drops bucket prices that are empty or negative (the single price then serves every bucket)', () => {
    expect(toGiftVoucher({ priceList: [entry(1, 10_000, { sellPrices: [] })] })?.priceList[0]?.sellPrices).toBeNull();
    expect(toGiftVoucher({ priceList: [entry(1, 10_000, { sellPrices: [10_000, -5, 12_000] })] })?.priceList[0]?.sellPrices).toBeNull();
  });

  it('the schema refuses a voucher whose price is not whole cents', () => {
    expect(giftVoucherSchema.safeParse({ priceList: [entry(1, 100.5)] }).success).toBe(false);
    expect(giftVoucherSchema.safeParse({ priceList: 'none' }).success).toBe(false);
  });

  it('the product detail carries the voucher, null when the answer has none', () => {
    const base = { id: 7, label: 'Stay', hotel: { id: 3, label: 'Hotel' }, programLine: [] };
    expect(toProductDetail(weekendDetailSchema.parse(base)).giftVoucher).toBeNull();
    const withVoucher = toProductDetail(weekendDetailSchema.parse({ ...base, giftVoucher: { isGiftable: true, physicalVersion: false, priceList: [entry(1, 12_300)] } }));
    expect(withVoucher.giftVoucher?.priceList.map((line) => line.sellPrice)).toEqual([12_300]);
  });
});
