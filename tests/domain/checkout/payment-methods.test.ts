import { isOffered, offeredPaymentMethods } from '@/domain/checkout/payment-methods';
import type { PaymentMethod } from '@/domain/model/gift';

const alma = (type: string, eligible = true): PaymentMethod => ({ type, eligible, paymentFee: 671, installments: [{ date: '2026-11-24', amount: 15_571 }] });
const everyAlma = [alma('3x'), alma('4x'), alma('later')];
const methodsOf = (input: Partial<Parameters<typeof offeredPaymentMethods>[0]>) =>
  offeredPaymentMethods({ amount: 44_700, locale: 'fr_FR', checkinDate: '2026-12-19', today: '2026-11-24', eligibility: everyAlma, ...input }).map((offered) => offered.method);

describe('offeredPaymentMethods', () => {
  it('offers the card always, then Alma 3x, 4x and pay later when both the rule and Alma say so', () => {
    expect(methodsOf({})).toEqual(['card', 'alma_3x', 'alma_4x', 'alma_later']);
  });

  it('PayPal pay later only on the Spanish and Italian sites, for 30 to 2000 €', () => {
    expect(methodsOf({ locale: 'es_ES' })).toContain('paypal');
    expect(methodsOf({ locale: 'it_IT', amount: 3_000 })).toContain('paypal');
    expect(methodsOf({ locale: 'it_IT', amount: 2_999 })).not.toContain('paypal');
    expect(methodsOf({ locale: 'es_ES', amount: 200_001 })).not.toContain('paypal');
    expect(methodsOf({ locale: 'fr_FR' })).not.toContain('paypal');
  });

  it('no instalments when the arrival is too close or the amount out of bounds (part 1 §5)', () => {
    expect(methodsOf({ checkinDate: '2026-11-30' })).toEqual(['card', 'alma_later']); // 6 days: pay later only
    expect(methodsOf({ checkinDate: '2026-11-28' })).toEqual(['card']); // 4 days
    expect(methodsOf({ amount: 19_999 })).toEqual(['card', 'alma_later']);
    expect(methodsOf({ amount: 24_999 })).toEqual(['card', 'alma_3x', 'alma_later']);
  });

  it('nothing from Alma when its answer says not eligible or the call failed', () => {
    expect(methodsOf({ eligibility: [alma('3x', false), alma('4x'), alma('later', false)] })).toEqual(['card', 'alma_4x']);
    expect(methodsOf({ eligibility: null })).toEqual(['card']);
  });

  it('carries Alma’s answer for the schedule', () => {
    const offered = offeredPaymentMethods({ amount: 44_700, locale: 'fr_FR', checkinDate: '2026-12-19', today: '2026-11-24', eligibility: everyAlma });
    expect(offered.find((method) => method.method === 'alma_3x')?.alma?.paymentFee).toBe(671);
    expect(isOffered(offered, 'alma_4x')).toBe(true);
    expect(isOffered(offered, 'paypal')).toBe(false);
  });
});
