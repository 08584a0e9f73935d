import { POST as initRoute } from '../../app/api/checkout/init/route';
import { POST as lookupRoute } from '../../app/api/booking-lookup/route';
import { signIn } from '../../mocks/account/accounts';
import { clearCheckouts, listCheckouts } from '../../mocks/checkout';
import { addFaultRule, clearFaultRules } from '../../mocks/faults';
import { bookingLookupContract, type BookingLookupAnswer } from '@/bff/contracts/booking-lookup';
import { checkoutInitContract, type CheckoutInitAnswer } from '@/bff/contracts/checkout-init';
import { bookableStay } from '../bff/stays';

/**
 * Contract BK over the in-process simulator: the checkout-init BFF sends the signed-in visitor's
 * e-mail (the account application's profile of the access_token cookie) with the checkout, so the
 * booking is then found by its 8-digit reference and that address; anonymous visitors send none.
 */
const stay = bookableStay({ datedActivity: true, skip: 2 });
const body = { locale: 'nl_BE', productId: stay.pkg.id, offerId: stay.pkg.id, checkin: stay.checkin, checkout: stay.checkout, adult: 2, child: 0, baby: 0, activitySelectionList: stay.activitySelectionList };

const init = (cookie?: string) =>
  initRoute(
    new Request(`http://localhost${checkoutInitContract.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    }),
  );

const lookup = async (reference: string, email: string) => {
  const response = await lookupRoute(new Request(`http://localhost${bookingLookupContract.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ locale: 'nl_BE', reference, email }) }));
  return (await response.json()) as BookingLookupAnswer;
};

const lastCheckout = () => listCheckouts().at(-1)!;

beforeEach(() => {
  clearCheckouts();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  clearFaultRules();
  vi.restoreAllMocks();
});

describe('the checkout hand-off and the booking lookup', () => {
  it('a signed-in visitor checkout carries the account e-mail; its reference and that e-mail find the booking', async () => {
    const { token } = signIn('lien.claes@example.com', { lang: 'nl', home: '/nl-be' });
    const response = await init(`other=1; access_token=${encodeURIComponent(token)}; account_id=x`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as CheckoutInitAnswer;
    const stored = lastCheckout();
    expect(stored.id).toBe(answer.checkoutId);
    expect(stored.fields.customerEmail).toBe('lien.claes@example.com');
    const reference = String(stored.checkout.bookingReference);
    expect(reference).toMatch(/^\d{8}$/);

    const found = await lookup(reference, 'Lien.Claes@example.com');
    expect(found).toMatchObject({ outcome: 'found', booking: { reference, status: 'awaiting-payment', locale: 'nl_BE', checkin: stay.checkin, checkout: stay.checkout, guests: { adult: 2, child: 0, baby: 0 } } });
    expect(await lookup(reference, 'someone.else@example.com')).toEqual({ outcome: 'not-found' });
  });

  it('an anonymous visitor, or a token the account application refuses, sends no e-mail: the booking is made all the same', async () => {
    expect((await init()).status).toBe(200);
    expect(lastCheckout().fields).not.toHaveProperty('customerEmail');
    expect((await init('access_token=not-a-session')).status).toBe(200);
    expect(lastCheckout().fields).not.toHaveProperty('customerEmail');
  });

  it('an account application that fails does not stop the booking', async () => {
    const { token } = signIn('wout.maes@example.com', { lang: 'nl', home: '/nl-be' });
    addFaultRule({ path: '/account/api/me', fault: { kind: 'status', status: 503 } });
    expect((await init(`access_token=${token}`)).status).toBe(200);
    expect(lastCheckout().fields).not.toHaveProperty('customerEmail');
  });
});
