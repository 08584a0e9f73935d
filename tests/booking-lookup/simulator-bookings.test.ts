import { allBookings, lookUpBooking, seededBookings, SEEDS } from '../../mocks/bookings';
import { clearCheckouts } from '../../mocks/checkout';
import { FAULT_HEADER } from '../../mocks/faults';
import { bookableStay, catalogue } from '../bff/stays';
import { SIMULATOR_ORIGIN } from '../setup/env';

/** The simulator's bookings: seeded ones, the checkout hand-offs and their lookup (in process, over HTTP). */
const api = (path: string) => `${SIMULATOR_ORIGIN}/api${path}`;
const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  fetch(api(path), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof payload === 'string' ? payload : JSON.stringify(payload) });
const lookup = (payload: unknown, headers?: Record<string, string>) => post('/booking/lookup.json', payload, headers);

const seeded = [...seededBookings(catalogue).values()];
const SITES = ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT', 'es_ES'];

beforeEach(() => clearCheckouts());

describe('seeded bookings', () => {
  it('are the same for the same catalogue: every site has one of each seed, with 8-digit unique references and an e-mail', () => {
    expect([...seededBookings(catalogue).keys()]).toEqual(seeded.map((booking) => booking.reference));
    expect(seeded).toHaveLength(SITES.length * SEEDS.length);
    for (const site of SITES) {
      const ofSite = seeded.filter((booking) => booking.locale === site);
      expect(ofSite.map((booking) => booking.status)).toEqual(SEEDS.map((seed) => seed.status));
      expect(new Set(ofSite.map((booking) => booking.productId)).size).toBe(ofSite.length);
    }
    expect(new Set(seeded.map((booking) => booking.reference)).size).toBe(seeded.length);
    for (const booking of seeded) {
      expect(booking.reference).toMatch(/^[1-6][1-5]\d{6}$/);
      expect(booking.customer.email).toMatch(/^[a-z]+\.[a-z]+\.[a-z]{2}-[a-z]{2}@example\.com$/);
      expect(booking.totalPrice).toBeGreaterThan(0);
    }
  });

  it('covers confirmed, awaiting payment, cancelled and past stays, on hotels of the site country', () => {
    expect(new Set(seeded.map((booking) => booking.status))).toEqual(new Set(['CONFIRMED', 'AWAITING_PAYMENT', 'CANCELLED', 'COMPLETED']));
    for (const booking of seeded) {
      const past = booking.checkin < catalogue.today;
      expect(past, booking.reference).toBe(booking.status === 'COMPLETED');
      const hotel = catalogue.index.hotelById.get(catalogue.index.packageById.get(booking.offerId)!.hotelId)!;
      const country = catalogue.index.cityById.get(hotel.cityId)!.country;
      expect(country).toBe({ fr_FR: 'FR', fr_BE: 'BE', nl_NL: 'NL', nl_BE: 'BE', it_IT: 'IT', es_ES: 'ES' }[booking.locale]);
    }
    expect(seeded.some((booking) => booking.pax.child > 0 && booking.pax.baby > 0)).toBe(true);
  });
});

describe('the booking lookup', () => {
  const booking = seeded.find((candidate) => candidate.locale === 'nl_BE' && candidate.status === 'CONFIRMED')!;

  it('answers the booking for its reference and its e-mail (any case, spaces around), the offer named in the asked language', async () => {
    const response = await lookup({ reference: booking.reference, email: `  ${booking.customer.email!.toUpperCase()} `, locale: 'fr_BE' });
    expect(response.status).toBe(200);
    const offer = catalogue.index.packageById.get(booking.offerId)!;
    const hotel = catalogue.index.hotelById.get(offer.hotelId)!;
    expect(await response.json()).toEqual({
      reference: booking.reference,
      status: 'CONFIRMED',
      locale: 'nl_BE',
      createdAt: booking.createdAt,
      customer: booking.customer,
      productId: booking.productId,
      offerId: booking.offerId,
      label: offer.label.fr,
      hotel: { id: hotel.id, uri: hotel.uri, label: hotel.label, city: catalogue.index.cityById.get(hotel.cityId)!.label.fr },
      reservationCriteria: { checkin: booking.checkin, checkout: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), nights: booking.nights, ...booking.pax },
      priceInfo: { totalPrice: booking.totalPrice, currency: 'EUR' },
      modifiable: false,
    });
  });

  it('answers the same 404 for an unknown reference and for another e-mail, never saying which', async () => {
    const unknownReference = '99999999';
    expect(seededBookings(catalogue).has(unknownReference)).toBe(false);
    const unknown = await lookup({ reference: unknownReference, email: booking.customer.email });
    const mismatched = await lookup({ reference: booking.reference, email: 'someone.else@example.com' });
    expect([unknown.status, mismatched.status]).toEqual([404, 404]);
    expect(await mismatched.json()).toEqual(await unknown.json());
    expect(lookUpBooking(catalogue, booking.reference, 'someone.else@example.com')).toBeNull();
  });

  it.each([
    ['not an object', '[1]', 'INVALID_BODY'],
    ['no reference', { email: 'a@b.co' }, 'MISSING_PARAMETER'],
    ['7 digits', { reference: '1234567', email: 'a@b.co' }, 'INVALID_PARAMETER'],
    ['letters', { reference: '1234567A', email: 'a@b.co' }, 'INVALID_PARAMETER'],
    ['no e-mail', { reference: '12345678' }, 'MISSING_PARAMETER'],
    ['a malformed e-mail', { reference: '12345678', email: 'a@b' }, 'INVALID_PARAMETER'],
    ['an unknown locale', { reference: '12345678', email: 'a@b.co', locale: 'en_GB' }, 'INVALID_LOCALE'],
  ])('refuses %s with 400', async (_, payload, code) => {
    const response = await lookup(payload);
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe(code);
  });

  it('fails the way it is told to (fault injection)', async () => {
    const response = await lookup({ reference: booking.reference, email: booking.customer.email }, { [FAULT_HEADER]: '503' });
    expect(response.status).toBe(503);
  });
});

describe('bookings made through the checkout hand-off', () => {
  const stay = bookableStay({ datedActivity: true });
  const init = (extra: Record<string, unknown>) =>
    post('/checkout/init.json', { productId: stay.pkg.id, offerId: stay.pkg.id, checkin: stay.checkin, checkout: stay.checkout, adult: 2, child: 0, baby: 1, activitySelectionList: stay.activitySelectionList, locale: 'it_IT', ...extra });

  it('gives every checkout an 8-digit reference; with the visitor e-mail it is then found, awaiting payment', async () => {
    const made = await init({ customerEmail: 'Visitor@Example.com' });
    expect(made.status).toBe(201);
    const checkout = (await made.json()) as { id: string; bookingReference: string; customerEmail: string | null; priceInfo: { totalPrice: number } };
    expect(checkout.bookingReference).toMatch(/^[78]\d{7}$/);
    expect(checkout.customerEmail).toBe('Visitor@Example.com');
    expect(((await (await fetch(api(`/checkout/${checkout.id}`))).json()) as { bookingReference: string }).bookingReference).toBe(checkout.bookingReference);

    const found = await lookup({ reference: checkout.bookingReference, email: 'visitor@example.com' });
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({
      reference: checkout.bookingReference,
      status: 'AWAITING_PAYMENT',
      locale: 'it_IT',
      customer: { email: 'Visitor@Example.com', firstName: null, lastName: null },
      offerId: stay.pkg.id,
      reservationCriteria: { checkin: stay.checkin, checkout: stay.checkout, nights: stay.nights, adult: 2, child: 0, baby: 1 },
      priceInfo: { totalPrice: checkout.priceInfo.totalPrice, currency: 'EUR' },
      modifiable: false,
    });
    const listed = (await (await fetch(`${SIMULATOR_ORIGIN}/__admin/bookings`)).json()) as Array<{ reference: string; origin: unknown }>;
    expect(listed.at(-1)).toMatchObject({ reference: checkout.bookingReference, origin: { kind: 'checkout', checkoutId: checkout.id } });
    expect(listed).toHaveLength(seeded.length + 1);
  });

  it('an anonymous checkout has a reference but no customer: no e-mail finds it', async () => {
    const checkout = (await (await init({})).json()) as { bookingReference: string; customerEmail: string | null };
    expect(checkout.bookingReference).toMatch(/^[78]\d{7}$/);
    expect(checkout.customerEmail).toBeNull();
    expect(allBookings(catalogue).find((booking) => booking.reference === checkout.bookingReference)?.customer.email).toBeNull();
    expect((await lookup({ reference: checkout.bookingReference, email: 'visitor@example.com' })).status).toBe(404);
  });

  it('refuses a customerEmail that is not an e-mail address', async () => {
    const response = await init({ customerEmail: 'not-an-email' });
    expect([response.status, (await response.json()).code]).toEqual([400, 'INVALID_PARAMETER']);
  });
});
