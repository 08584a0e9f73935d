import { checkoutSchema } from '@/api/checkout/schemas';
import { toCheckout } from '@/api/checkout/reshape';
import { parseCheckoutDeliveryBody } from '@/bff/contracts/checkout-delivery.schema';
import { checkoutGiftSchema } from '@/bff/contracts/checkout-gift.schema';
import { deliveryFieldOfApi, giftDeliveryErrors, giftDeliveryFormOf, lastSendOn, toGiftDelivery } from '@/domain/gift/gift-delivery';
import { misplacedStepRedirect } from '@/routing/checkout-steps';
import { initialGiftPriced, previewGiftPrice } from '@/screens/booking/gift-price-preview';

const TODAY = '2026-11-24';
const form = (overrides = {}) => ({ ...giftDeliveryFormOf(null, TODAY, 'FR'), ...overrides });

describe('gift delivery rules', () => {
  it('digital to me needs only a send date from today to a year ahead', () => {
    expect(giftDeliveryErrors(form(), 'digital', TODAY)).toEqual({});
    expect(giftDeliveryErrors(form({ sendOn: '2026-11-23' }), 'digital', TODAY)).toEqual({ sendOn: 'date' });
    expect(lastSendOn(TODAY)).toBe('2027-11-24');
    expect(giftDeliveryErrors(form({ sendOn: '2027-11-24' }), 'digital', TODAY)).toEqual({});
    expect(giftDeliveryErrors(form({ sendOn: '2027-11-25' }), 'digital', TODAY)).toEqual({ sendOn: 'date' });
  });

  it('to someone asks their name and e-mail; switching back to me drops them', () => {
    expect(giftDeliveryErrors(form({ recipient: 'someone' }), 'digital', TODAY)).toEqual({ recipientName: 'mandatory', recipientEmail: 'mandatory' });
    expect(giftDeliveryErrors(form({ recipient: 'someone', recipientName: 'Léa', recipientEmail: 'lea@' }), 'digital', TODAY)).toEqual({ recipientEmail: 'email' });
    const values = form({ recipient: 'me', recipientName: 'Léa', recipientEmail: 'lea@example.fr' });
    expect(toGiftDelivery(values, 'digital')).toEqual({ kind: 'digital', recipient: 'me', recipientName: null, recipientEmail: null, sendOn: TODAY });
  });

  it('physical: the address, the postal code limited to 20, a shipping country', () => {
    const address = { firstName: 'Léa', lastName: 'Roux', street: '1 rue de la Paix', postalCode: '75002', city: 'Paris', country: 'BE' };
    expect(giftDeliveryErrors(form(address), 'physical', TODAY)).toEqual({});
    expect(giftDeliveryErrors(form({ ...address, postalCode: '1'.repeat(21) }), 'physical', TODAY)).toEqual({ postalCode: 'maxLength' });
    expect(giftDeliveryErrors(form({ ...address, country: 'DE' }), 'physical', TODAY)).toEqual({ country: 'mandatory' });
    expect(deliveryFieldOfApi('address.postalCode')).toBe('postalCode');
    expect(deliveryFieldOfApi('address.planet')).toBeNull();
  });

  it('the delivery route refuses the first field its rules refuse, against the site’s today', () => {
    const body = { locale: 'fr_FR', checkoutId: 'chk_12345678', delivery: { kind: 'digital', recipient: 'someone', recipientName: 'Léa', recipientEmail: 'x', sendOn: TODAY } };
    expect(parseCheckoutDeliveryBody(body, () => TODAY)).toEqual({ success: false, field: 'recipientEmail' });
    expect(parseCheckoutDeliveryBody({ ...body, delivery: { ...body.delivery, recipientEmail: 'lea@example.fr' } }, () => TODAY).success).toBe(true);
    expect(parseCheckoutDeliveryBody({ ...body, delivery: { ...body.delivery, recipientEmail: 'lea@example.fr' } }, () => '2026-11-25')).toEqual({ success: false, field: 'sendOn' });
  });

  it('a physical gift’s shipping follows the chosen country from the table, totalled by giftTotal; the API’s own figures for the country it priced', () => {
    const setup = { format: 'physical' as const, shippingCosts: { FR: 0, BE: 990 }, pricedCountry: 'FR', amounts: { sellPrice: 5000, shippingCost: 0, subElementsPrice: 300, availabilityUpsell: 200 }, totalPrice: 5500 };
    const priced = initialGiftPriced(setup);
    expect(previewGiftPrice(setup, priced, 'FR')).toEqual({ shipping: 0, total: 5500 });
    expect(previewGiftPrice(setup, priced, 'BE')).toEqual({ shipping: 990, total: 6490 });
    // A country the table does not price: the API's figure stands (the saved delivery prices it).
    expect(previewGiftPrice(setup, priced, 'IT')).toEqual({ shipping: 0, total: 5500 });
    // Once the API priced BE at other figures than the table's, its figures show, not the preview's.
    expect(previewGiftPrice(setup, { country: 'BE', shippingCost: 1290, totalPrice: 6790 }, 'BE')).toEqual({ shipping: 1290, total: 6790 });
    // A digital gift has no shipping to preview.
    expect(previewGiftPrice({ ...setup, format: 'digital' }, priced, 'BE')).toEqual({ shipping: 0, total: 5500 });
  });
});

describe('the gift order BFF body', () => {
  it('checks the personalisation with the dialog’s rules', () => {
    const body = { locale: 'fr_FR', gift: { type: 'BOX', code: 'ABC123EBOX', giftFormat: 'digital' }, personalisation: { fromName: 'Marie', message: null } };
    expect(checkoutGiftSchema.parse(body).success).toBe(true);
    expect(checkoutGiftSchema.parse({ ...body, personalisation: { fromName: 'R2D2', message: null } }).success).toBe(false);
    expect(checkoutGiftSchema.parse({ ...body, personalisation: { fromName: 'a'.repeat(41), message: null } }).success).toBe(false);
    expect(checkoutGiftSchema.parse({ ...body, personalisation: { fromName: null, message: 'm'.repeat(181) } }).success).toBe(false);
    expect(checkoutGiftSchema.parse({ ...body, gift: { type: 'GIFTCARD', amount: 1050 } }).success).toBe(false);
  });
});

describe('the booking step’s route', () => {
  const box = { id: 'chk_1', gift: { type: 'BOX' as const, code: 'ABC123PBOX' } };
  const card = { id: 'chk_2', gift: { type: 'GIFTCARD' as const, code: null } };
  it('a box order belongs under its own code of the box variant, every other checkout under the booking route', () => {
    expect(misplacedStepRedirect({ screen: 'box-booking', locale: 'fr_FR', params: { code: 'ABC123PBOX' } }, box)).toBeNull();
    expect(misplacedStepRedirect({ screen: 'box-booking', locale: 'fr_FR', params: { code: 'ABC123EBOX' } }, box)).toBe('/fr-fr/coffret-cadeau/reservation/ABC123PBOX?checkoutId=chk_1');
    expect(misplacedStepRedirect({ screen: 'booking', locale: 'fr_FR', params: {} }, box)).toBe('/fr-fr/coffret-cadeau/reservation/ABC123PBOX?checkoutId=chk_1');
    expect(misplacedStepRedirect({ screen: 'booking', locale: 'fr_FR', params: {} }, card)).toBeNull();
    expect(misplacedStepRedirect({ screen: 'box-booking', locale: 'fr_FR', params: { code: 'ABC123PBOX' } }, card)).toBe('/fr-fr/reservation?checkoutId=chk_2');
    expect(misplacedStepRedirect({ screen: 'booking', locale: 'fr_FR', params: {} }, { id: 'chk_3', gift: null })).toBeNull();
  });
});

describe('a GIFT checkout as the API answers it', () => {
  it('reads the gift, its delivery and its price lines', () => {
    const wire = checkoutSchema.parse({
      id: 'chk_12345678', kind: 'GIFT', locale: 'fr_FR', productId: null, offerId: null, label: 'Coffret', status: 'INITIALIZED',
      gift: { type: 'BOX', giftFormat: 'physical', code: 'ABC123PBOX', digitalCode: 'ABC123EBOX', productId: null, giftNights: null, bucket: null, upsell: null, subElements: [],
        personalisation: { fromName: 'Marie', message: '' }, validityMonths: 18, people: 2, voucherValue: 9990,
        delivery: { kind: 'physical', address: { firstName: 'Léa', lastName: 'Roux', street: '1 rue', postalCode: '1000', city: 'Bruxelles', country: 'BE' }, estimate: { from: '2026-11-26', to: '2026-11-30' } } },
      priceInfo: { sellPrice: 9990, shippingCost: 990, subElementsPrice: 0, availabilityUpsell: 0, totalPrice: 10980, remainingAmountToPay: 10980, priceType: 'GIFT', refPrice: null },
    });
    const checkout = toCheckout(wire);
    expect(checkout.productId).toBeNull();
    expect(checkout.gift?.amounts).toEqual({ sellPrice: 9990, shippingCost: 990, subElementsPrice: 0, availabilityUpsell: 0 });
    expect(checkout.gift?.personalisation).toEqual({ fromName: 'Marie', message: null });
    expect(checkout.gift?.delivery).toMatchObject({ kind: 'physical', address: { country: 'BE' } });
    expect(checkout.price.totalPrice).toBe(10980);
  });
});
