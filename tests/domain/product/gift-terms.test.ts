import {
  ACTIVITY_VOUCHER_VALIDITY_MONTHS,
  deliveryFee,
  GIFT_BOX_PEOPLE,
  GIFT_BOX_VALIDITY_MONTHS,
  PHYSICAL_DELIVERY_WORKING_DAYS,
  STAY_GIFT_PEOPLE,
  STAY_GIFT_VALIDITY_MONTHS,
} from '@/domain/product/gift-terms';

describe('gift terms (part 1 §9, part 2 §9)', () => {
  it('a stay gift is valid 1 year for 2 people', () => {
    expect(STAY_GIFT_VALIDITY_MONTHS).toBe(12);
    expect(STAY_GIFT_PEOPLE).toBe(2);
  });

  it('a gift box is valid one and a half years for 2; an activity voucher 12 months', () => {
    expect(GIFT_BOX_VALIDITY_MONTHS).toBe(18);
    expect(GIFT_BOX_PEOPLE).toBe(2);
    expect(ACTIVITY_VOUCHER_VALIDITY_MONTHS).toBe(12);
  });

  it('physical delivery takes 2 to 4 working days', () => {
    expect(PHYSICAL_DELIVERY_WORKING_DAYS).toEqual({ min: 2, max: 4 });
  });

  it("shows a fee as '+amount', and no fee as free delivery", () => {
    expect(deliveryFee(390)).toEqual({ kind: 'surcharge', amount: 390 });
    expect(deliveryFee(1)).toEqual({ kind: 'surcharge', amount: 1 });
    expect(deliveryFee(0)).toEqual({ kind: 'free' });
  });
});
