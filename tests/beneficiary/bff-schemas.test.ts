import { beneficiaryCalendarSchema } from '@/bff/contracts/beneficiary-calendar.schema';
import { beneficiaryCheckoutSchema } from '@/bff/contracts/beneficiary-checkout.schema';
import { beneficiaryCheckoutNightsSchema } from '@/bff/contracts/beneficiary-checkout-nights.schema';
import { beneficiaryVoucherSchema } from '@/bff/contracts/beneficiary-voucher.schema';

/** The beneficiary BFF routes read their input through these (zod at the boundary). */
describe('beneficiary BFF contracts', () => {
  it('voucher: the code form’s rule again, the code normalised; anything else is refused before the platform is asked', () => {
    expect(beneficiaryVoucherSchema.parse({ locale: 'fr_FR', code: ' ev011-besp ' })).toEqual({ success: true, data: { locale: 'fr_FR', code: 'EV011-BESP' } });
    for (const body of [{ locale: 'fr_FR', code: 'ab' }, { locale: 'fr_FR', code: '' }, { locale: 'xx_XX', code: 'EV011-BESP' }, { locale: 'fr_FR' }, null, 'EV011-BESP', { locale: 'fr_FR', code: 42 }]) {
      expect(beneficiaryVoucherSchema.parse(body).success, JSON.stringify(body)).toBe(false);
    }
  });

  it('calendar: a site, a product id, a month and 1 to 4 months', () => {
    expect(beneficiaryCalendarSchema.parse({ locale: 'it_IT', id: '100243', month: '2026-12', length: '2' })).toEqual({ success: true, data: { locale: 'it_IT', id: 100243, month: '2026-12', length: 2 } });
    for (const query of [{ locale: 'it_IT', id: '0', month: '2026-12', length: '2' }, { locale: 'it_IT', id: '1', month: '2026-13', length: '2' }, { locale: 'it_IT', id: '1', month: '2026-12', length: '9' }]) {
      expect(beneficiaryCalendarSchema.parse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('checkout nights: a site, a product id and a real check-in day; no guests (a redemption is for two adults)', () => {
    expect(beneficiaryCheckoutNightsSchema.parse({ locale: 'nl_BE', id: '100243', checkin: '2026-12-04' })).toEqual({ success: true, data: { locale: 'nl_BE', id: 100243, checkin: '2026-12-04' } });
    expect(beneficiaryCheckoutNightsSchema.parse({ locale: 'nl_BE', id: '100243', checkin: '2026-12-04', adult: '4' })).toEqual({ success: true, data: { locale: 'nl_BE', id: 100243, checkin: '2026-12-04' } });
    for (const query of [{ locale: 'nl_BE', id: '100243', checkin: '2026-02-30' }, { locale: 'nl_BE', id: 'x', checkin: '2026-12-04' }, { locale: 'nl_BE', id: '100243' }]) {
      expect(beneficiaryCheckoutNightsSchema.parse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('checkout: real days in order (1 to 14 nights), activity dates in their format; never a price or a voucher value', () => {
    const body = { locale: 'fr_FR', productId: 100243, checkin: '2026-12-04', checkout: '2026-12-06' };
    expect(beneficiaryCheckoutSchema.parse(body).success).toBe(true);
    expect(beneficiaryCheckoutSchema.parse({ ...body, checkout: '2026-12-04' }).success).toBe(false);
    expect(beneficiaryCheckoutSchema.parse({ ...body, checkin: '2026-02-30' }).success).toBe(false);
    expect(beneficiaryCheckoutSchema.parse({ ...body, activitySelectionList: 'not a list' }).success).toBe(false);
    const withValue = beneficiaryCheckoutSchema.parse({ ...body, value: 99999, voucherCode: 'EV011-BESP' });
    expect(withValue.success && 'value' in withValue.data).toBe(false);
    expect(withValue.success && 'voucherCode' in withValue.data).toBe(false);
  });
});
