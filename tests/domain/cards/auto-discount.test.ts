import { shownAutoDiscount } from '@/domain/cards';
import { autoDiscountOf } from '../../../mocks/catalogue/auto-discount';

describe('the automatic extra discount', () => {
  const discount = { code: 'EXTRA5', value: 1250 };
  it('shows only to an assigned visitor, never in the gifting flow', () => {
    expect(shownAutoDiscount(discount, { gifting: false, variationAssigned: true })).toEqual(discount);
    expect(shownAutoDiscount(discount, { gifting: false, variationAssigned: false })).toBeNull();
    expect(shownAutoDiscount(discount, { gifting: true, variationAssigned: true })).toBeNull();
    expect(shownAutoDiscount(null, { gifting: false, variationAssigned: true })).toBeNull();
  });

  it('the simulator gives a card and its product page the same discount (one rule, never on gifts)', () => {
    expect(autoDiscountOf(100002, 25000, false)).toEqual({ code: 'EXTRA5', value: 1250 });
    expect(autoDiscountOf(100002, 25000, true)).toBeNull();
    expect(autoDiscountOf(100003, 25000, false)).toBeNull();
  });
});
