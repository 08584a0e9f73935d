import { checkoutPaymentChoice } from '@/checkout/payment-choice.server';
import { giftCheckout } from './gift-checkouts';

/**
 * The methods a gift order is offered (contract §7): the card; PayPal where the site offers it
 * (es_ES, it_IT, 30–2 000 €); never Alma, whatever Alma would say (no arrival date). A gift always
 * costs something: one with nothing to pay cannot be paid (nor booked without a payment).
 */
const NOW = new Date('2026-11-24T10:00:00Z');
const almaSaysYes = vi.fn(async () => ({
  ok: true as const,
  data: ['3x', '4x', 'later'].map((type) => ({ type, eligible: true, paymentFee: 500, installments: [{ date: '2026-11-24', amount: 10_000 }] })),
}));

const methods = async (...args: Parameters<typeof giftCheckout>) => (await checkoutPaymentChoice(giftCheckout(...args), NOW, almaSaysYes)).methods.map((offered) => offered.method);

describe('a gift order’s payment methods', () => {
  it('the card on the French site; no instalments even for an amount Alma accepts', async () => {
    expect(await methods({ locale: 'fr_FR' })).toEqual(['card']);
    expect(almaSaysYes).not.toHaveBeenCalled();
  });

  it('PayPal on the Spanish and Italian sites, from 30 to 2 000 €', async () => {
    expect(await methods({ locale: 'es_ES' })).toEqual(['card', 'paypal']);
    expect(await methods({ locale: 'it_IT', total: 3_000 })).toEqual(['card', 'paypal']);
    expect(await methods({ locale: 'it_IT', total: 2_999 })).toEqual(['card']);
    expect(await methods({ locale: 'es_ES', total: 200_001 })).toEqual(['card']);
    expect(await methods({ locale: 'nl_BE' })).toEqual(['card']);
  });

  it('is not re-quoted as a stay: no price update, bookable', async () => {
    const choice = await checkoutPaymentChoice(giftCheckout({ locale: 'fr_FR' }), NOW, almaSaysYes);
    expect(choice.priceUpdate).toBeNull();
    expect(choice.noLongerBookable).toBe(false);
  });

  it('a gift with nothing to pay is refused, never offered a way to book for free', async () => {
    const choice = await checkoutPaymentChoice(giftCheckout({ total: 0 }), NOW, almaSaysYes);
    expect(choice).toEqual({ priceUpdate: null, noLongerBookable: true, methods: [] });
  });
});
