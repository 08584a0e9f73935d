import { POST } from '../../app/api/checkout/activity/route';
import { getCatalogue } from '../../mocks/catalogue';
import { checkoutActivityContract, type CheckoutActivityBody } from '@/bff/contracts/checkout-activity';
import type { CheckoutInitAnswer } from '@/bff/contracts/checkout-init';
import { fetchCheckout } from '@/api/checkout';
import { expectBffError, postRequest } from './helpers';

/** POST /api/checkout/activity over the in-process simulator: the voucher's checkout and the booking step's path. */
const catalogue = getCatalogue();
const voucher = catalogue.activityOnly.find((product) => product.published && product.prices.length >= 3)!;
const unpublished = catalogue.activityOnly.find((product) => !product.published)!;
const unpriced = Array.from({ length: 20 }, (_, index) => index + 1).find((count) => !voucher.prices.some((price) => price.adults === count))!;
const body: CheckoutActivityBody = { locale: 'it_IT', activityProductId: voucher.id, participants: 2, customType: 'OWN_USE' };
const call = (payload: unknown) => POST(postRequest(checkoutActivityContract.path, payload));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('POST /api/checkout/activity', () => {
  it('makes the voucher’s checkout and answers the booking step’s path with its price, uncached', async () => {
    const response = await call(body);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as CheckoutInitAnswer;
    expect(answer.bookingPath).toBe(`/it-it/prenotazione?checkoutId=${answer.checkoutId}`);
    const sellPrice = voucher.prices.find((price) => price.adults === 2)!.sellPrice * 2;
    expect(answer.price).toMatchObject({ sellPrice, totalPrice: sellPrice, remainingAmountToPay: sellPrice, insuranceAmount: 0 });
    const checkout = await fetchCheckout({ id: answer.checkoutId });
    if (!checkout.ok) throw new Error('the checkout cannot be read back');
    expect(checkout.data).toMatchObject({
      kind: 'ACTIVITY',
      reservation: null,
      offerId: null,
      locale: 'it_IT',
      activity: { productId: voucher.id, participants: 2, customType: 'OWN_USE', validityMonths: 12, label: voucher.label.it },
    });
  });

  it('a gift is sent as GIFT', async () => {
    const answer = (await (await call({ ...body, customType: 'GIFT' })).json()) as CheckoutInitAnswer;
    const checkout = await fetchCheckout({ id: answer.checkoutId });
    expect(checkout.ok && checkout.data.activity?.customType).toBe('GIFT');
  });

  it.each([
    ['a count out of the stepper', { ...body, participants: 21 }],
    ['no count', { ...body, participants: undefined }],
    ['another purchase type', { ...body, customType: 'FRIEND' }],
    ['a text id', { ...body, activityProductId: '12' }],
    ['another locale', { ...body, locale: 'en_GB' }],
  ])('refuses %s (400 invalid-body) without asking the API', async (_name, payload) => {
    await expectBffError(await call(payload), 400, 'invalid-body');
  });

  it('a count the voucher has no price for is the API’s refusal: 400 invalid-body', async () => {
    await expectBffError(await call({ ...body, participants: unpriced }), 400, 'invalid-body');
  });

  it('an unknown voucher is a 404, one no longer sold a 502', async () => {
    await expectBffError(await call({ ...body, activityProductId: 999_999_999 }), 404, 'not-found');
    await expectBffError(await call({ ...body, activityProductId: unpublished.id }), 502, 'upstream');
  });
});
