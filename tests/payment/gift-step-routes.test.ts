import { settlementPath } from '@/checkout/settlement-path';
import type { Checkout } from '@/domain/model/checkout';
import { resolve } from '@/routing';
import { paymentStepRedirect, type PaymentRoute } from '@/screens/payment/step-route';
import { giftCard, giftCheckout } from './gift-checkouts';

/**
 * Where a gift order's payment step lives (contract §7, part 2 §2): a box order's is the box variant
 * under its ordered code; a gift stay's, a gift card's and a stay's the payment route. A step reached
 * under the other route redirects (keeping the outcome), and a settlement lands straight on the right one.
 */
const box = giftCheckout();
const card = giftCheckout({ gift: giftCard });
const stay = { id: 'chk_stay_0001', gift: null } as Pick<Checkout, 'id' | 'gift'>;
const route = (path: string) => resolve(path.split('/').filter(Boolean)) as PaymentRoute;

describe('the payment step’s route', () => {
  it('a box order under its box variant stays; under the payment route or another box’s code it goes to its own', () => {
    expect(route('/fr-fr/coffret-cadeau/paiement/BX031EBOX').screen).toBe('box-payment');
    expect(paymentStepRedirect(route('/fr-fr/coffret-cadeau/paiement/BX031EBOX'), box, { notice: null, paymentId: null })).toBeNull();
    expect(paymentStepRedirect(route('/fr-fr/paiement'), box, { notice: null, paymentId: null })).toBe('/fr-fr/coffret-cadeau/paiement/BX031EBOX?checkoutId=chk_gift_0001');
    expect(paymentStepRedirect(route('/fr-fr/coffret-cadeau/paiement/BX999EBOX'), box, { notice: 'unknown', paymentId: 'pay_1' })).toBe(
      '/fr-fr/coffret-cadeau/paiement/BX031EBOX?checkoutId=chk_gift_0001&outcome=unknown&paymentId=pay_1',
    );
  });

  it('a gift card or a stay under a box variant goes to the payment route, keeping the outcome', () => {
    expect(paymentStepRedirect(route('/fr-fr/paiement'), card, { notice: null, paymentId: null })).toBeNull();
    expect(paymentStepRedirect(route('/it-it/cofanetto-regalo/pagamento/BX031EBOX'), stay, { notice: 'refused', paymentId: null })).toBe(
      '/it-it/pagamento?checkoutId=chk_stay_0001&outcome=refused',
    );
  });
});

describe('where a settlement lands', () => {
  it('a booked box order: straight on its box variant (the checkout is known)', () => {
    const booked = giftCheckout({ booking: {} });
    expect(settlementPath('fr_FR', { id: booked.id }, { kind: 'booked', checkout: booked }, 'pay_1')).toBe('/fr-fr/coffret-cadeau/paiement/BX031EBOX?checkoutId=chk_gift_0001');
  });

  it('a refused payment of a box order whose checkout the caller read: its box variant with the notice', () => {
    expect(settlementPath('fr_FR', box, { kind: 'payment-failed', outcome: 'refused' }, 'pay_1')).toBe('/fr-fr/coffret-cadeau/paiement/BX031EBOX?checkoutId=chk_gift_0001&outcome=refused');
  });

  it('only the id known: the payment route (whose step redirects a box order on)', () => {
    expect(settlementPath('fr_FR', { id: 'chk_gift_0001' }, { kind: 'unknown' }, 'pay_1')).toBe('/fr-fr/paiement?checkoutId=chk_gift_0001&outcome=unknown&paymentId=pay_1');
  });
});

