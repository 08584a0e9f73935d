import { giftShippingAmount, giftTotal } from '@/domain/product/gift-total';

const costs = { FR: { shippingCost: 390, internationalShippingFee: 0 }, BE: { shippingCost: 390, internationalShippingFee: 500 } };

describe('gift shipping', () => {
  it('is free for the digital format, whatever the costs', () => {
    expect(giftShippingAmount('digital', costs, 'FR')).toBe(0);
    expect(giftShippingAmount('digital', null, 'FR')).toBe(0);
  });

  it('is the country cost plus its international fee for the physical format', () => {
    expect(giftShippingAmount('physical', costs, 'FR')).toBe(390);
    expect(giftShippingAmount('physical', costs, 'BE')).toBe(890);
  });

  it('is unknown (null) for the physical format without a cost for the country', () => {
    expect(giftShippingAmount('physical', costs, 'IT')).toBeNull();
    expect(giftShippingAmount('physical', null, 'FR')).toBeNull();
  });
});

describe('gift total (part 2 §9)', () => {
  it('is sell price + shipping + sub-elements + upsell, in cents', () => {
    expect(giftTotal({ sellPrice: 26_000, shipping: 890, subElements: 2_650, upsell: 5_000 })).toBe(34_540);
  });

  it('is the sell price alone for a digital gift without extras', () => {
    expect(giftTotal({ sellPrice: 26_000, shipping: 0, subElements: 0, upsell: 0 })).toBe(26_000);
  });
});
