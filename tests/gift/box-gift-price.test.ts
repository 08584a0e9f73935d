import { priceBoxGift, type BoxGiftInput } from '@/domain/gift/box-gift-price';
import type { BoxDetail } from '@/domain/model/box';

/** A box's gift summary pricing (part 2 §9: sell price + shipping; part 1 §4: format rules). */
const detail = (patch: Partial<BoxDetail> = {}): BoxDetail => ({
  code: 'SPA-EBOX',
  title: 'Spa',
  description: null,
  includedContent: ['1 nuit', '1 spa'],
  value: 9_990,
  referencePrice: 12_990,
  sellPrice: 9_990,
  promo: 23,
  subthemas: [],
  images: { main: null, mainBySize: {} },
  gallery: [],
  slug: 'spa',
  format: 'DIGITAL',
  digitalCode: 'SPA-EBOX',
  physicalCode: 'SPA-PBOX',
  pageModel: null,
  ...patch,
});

const shipping = { FR: { shippingCost: 490, internationalShippingFee: 0 }, BE: { shippingCost: 490, internationalShippingFee: 500 } };
const input = (patch: Partial<BoxGiftInput> = {}): BoxGiftInput => ({
  giftFormat: 'digital',
  code: 'SPA-EBOX',
  detail: detail(),
  pointOfSale: 'FR',
  physicalGiftEnabled: true,
  shippingCosts: null,
  ...patch,
});
const physical = (patch: Partial<BoxGiftInput> = {}) => input({ giftFormat: 'physical', code: 'SPA-PBOX', detail: detail({ code: 'SPA-PBOX', format: 'PHYSICAL' }), shippingCosts: shipping, ...patch });

describe('box gift price', () => {
  it('digital: the sell price, no shipping; the personalisation key is the digital code', () => {
    expect(priceBoxGift(input())).toEqual({ kind: 'priced', giftFormat: 'digital', sellPrice: 9_990, shipping: 0, total: 9_990, digitalCode: 'SPA-EBOX' });
  });

  it('physical: sell price + shipping of the site country (with its international fee)', () => {
    expect(priceBoxGift(physical())).toEqual({ kind: 'priced', giftFormat: 'physical', sellPrice: 9_990, shipping: 490, total: 10_480, digitalCode: 'SPA-EBOX' });
    expect(priceBoxGift(physical({ pointOfSale: 'BE' }))).toMatchObject({ shipping: 990, total: 10_980 });
    expect(priceBoxGift(physical({ shippingCosts: { FR: { shippingCost: 0, internationalShippingFee: 0 } } }))).toMatchObject({ shipping: 0, total: 9_990 });
  });

  it("the code must be the asked format's code of this box", () => {
    expect(priceBoxGift(input({ code: 'SPA-PBOX' }))).toEqual({ kind: 'changed', digitalCode: 'SPA-EBOX' }); // digital asked, physical code
    expect(priceBoxGift(physical({ code: 'SPA-EBOX' })).kind).toBe('changed'); // physical asked, digital code
    expect(priceBoxGift(input({ code: 'OTHER-EBOX' })).kind).toBe('changed'); // not this box's code
  });

  it('physical needs the physical code, the flag, a country that sells it and the shipping answer', () => {
    expect(priceBoxGift(physical({ detail: detail({ physicalCode: null }) })).kind).toBe('changed');
    expect(priceBoxGift(physical({ physicalGiftEnabled: false, shippingCosts: null })).kind).toBe('changed');
    expect(priceBoxGift(physical({ pointOfSale: 'IT' })).kind).toBe('changed');
    expect(priceBoxGift(physical({ shippingCosts: 'failed' }))).toEqual({ kind: 'unavailable' });
    expect(priceBoxGift(physical({ shippingCosts: { ES: { shippingCost: 490, internationalShippingFee: 0 } } }))).toEqual({ kind: 'unavailable' });
  });

  it('an unknown box or one without a price is unavailable', () => {
    expect(priceBoxGift(input({ detail: null }))).toEqual({ kind: 'unavailable' });
    expect(priceBoxGift(input({ detail: detail({ sellPrice: null }) }))).toEqual({ kind: 'unavailable' });
  });
});
