import { SIMULATOR_ORIGIN } from '../setup/env';
import { api, call, checkoutWithAuthorisedPayment, initCheckout, postJson, resetSimulator, TRAVELLER } from './support/checkout-journey';

/**
 * A booked checkout is a CONFIRMED booking (contract §1): the lookup finds it by reference and the
 * traveller's e-mail, or the signed-in visitor's; the account's trips list it.
 */
beforeEach(resetSimulator);

const lookup = (reference: string, email: string) => postJson(api('/booking/lookup.json'), { reference, email });

async function bookedCheckout(overrides: Record<string, unknown> = {}) {
  const { checkout, payment } = await checkoutWithAuthorisedPayment(undefined, overrides);
  const booked = await call(checkout.id, '/book', { paymentId: payment.id });
  expect(booked.status).toBe(201);
  return booked.body;
}

describe('the lookup of a booked checkout', () => {
  it('finds an anonymous traveller’s booking by reference and the traveller’s e-mail, CONFIRMED with what was paid', async () => {
    const booked = await bookedCheckout();
    const answer = await lookup(booked.bookingReference, ` ${TRAVELLER.email.toUpperCase()} `);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      reference: booked.bookingReference,
      status: 'CONFIRMED',
      createdAt: booked.booking!.confirmedAt,
      customer: { email: TRAVELLER.email, firstName: TRAVELLER.firstName, lastName: TRAVELLER.lastName },
      priceInfo: { totalPrice: booked.priceInfo.totalPrice, currency: 'EUR', paidAmount: booked.booking!.paidAmount },
    });
    expect((await lookup(booked.bookingReference, 'someone.else@example.com')).status).toBe(404);
  });

  it('finds a signed-in visitor’s booking by their account e-mail too', async () => {
    const booked = await bookedCheckout({ customerEmail: 'camille.martin@example.com' });
    expect((await lookup(booked.bookingReference, 'camille.martin@example.com')).status).toBe(200);
    expect((await lookup(booked.bookingReference, TRAVELLER.email)).status).toBe(200);
  });

  it('keeps an unbooked checkout with a customerEmail AWAITING_PAYMENT', async () => {
    const checkout = await initCheckout(undefined, { customerEmail: 'camille.martin@example.com' });
    expect(await (await lookup(checkout.bookingReference, 'camille.martin@example.com')).json()).toMatchObject({ status: 'AWAITING_PAYMENT' });
  });
});

describe('the account’s trips', () => {
  async function tripsPage(email: string) {
    const signIn = await fetch(`${SIMULATOR_ORIGIN}/account/signin`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: 'x', origin: '/fr-fr' }).toString(),
    });
    const cookie = signIn.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
    return (await fetch(`${SIMULATOR_ORIGIN}/account/trips`, { headers: { cookie } })).text();
  }

  it('lists a booking whose traveller or signed-in visitor is the account, with its reference, hotel, dates and status', async () => {
    const asVisitor = await bookedCheckout({ customerEmail: 'camille.martin@example.com' });
    const unbooked = await initCheckout(undefined, { customerEmail: 'camille.martin@example.com' });
    const html = await tripsPage('camille.martin@example.com');
    expect(html).toContain('data-testid="account-trips"');
    expect(html).toContain(`<dd>${asVisitor.bookingReference}</dd>`);
    expect(html).toContain(`<h2>${asVisitor.hotel!.label.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)}</h2>`);
    expect(html).toContain('<dd>Confirmée</dd>');
    const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
    expect(html).toContain(day.format(new Date(`${asVisitor.reservationCriteria!.checkin}T00:00:00Z`)));
    expect(html).not.toContain(unbooked.bookingReference);
    expect(await tripsPage(TRAVELLER.email)).toContain(`<dd>${asVisitor.bookingReference}</dd>`);
    expect(await tripsPage('nobody@example.com')).toContain('Aucun voyage n’est encore réservé avec ce compte.');
  });
});
