import { POST } from '../../app/api/booking-lookup/route';
import { seededBookings } from '../../mocks/bookings';
import { addFaultRule, clearFaultRules } from '../../mocks/faults';
import { bookingLookupContract, type BookingLookupAnswer } from '@/bff/contracts/booking-lookup';
import { expectBffError, postRequest, spyUpstream } from '../bff/helpers';
import { catalogue } from '../bff/stays';

/** POST /api/booking-lookup over the in-process simulator. */
const call = (payload: unknown) => POST(postRequest(bookingLookupContract.path, payload));
const seeded = [...seededBookings(catalogue).values()];
const booking = seeded.find((candidate) => candidate.locale === 'it_IT' && candidate.status === 'COMPLETED')!;

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  clearFaultRules();
  vi.restoreAllMocks();
});

describe('POST /api/booking-lookup', () => {
  it('answers the booking found by reference and e-mail (trimmed), in the asking site language, uncached', async () => {
    const response = await call({ locale: 'es_ES', reference: ` ${booking.reference} `, email: ` ${booking.customer.email} ` });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const offer = catalogue.index.packageById.get(booking.offerId)!;
    const hotel = catalogue.index.hotelById.get(offer.hotelId)!;
    expect((await response.json()) as BookingLookupAnswer).toEqual({
      outcome: 'found',
      booking: {
        reference: booking.reference,
        status: 'completed',
        locale: 'it_IT',
        label: offer.label.es,
        hotel: { id: hotel.id, label: hotel.label, city: catalogue.index.cityById.get(hotel.cityId)!.label.es },
        checkin: booking.checkin,
        checkout: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        nights: booking.nights,
        guests: booking.pax,
        totalPrice: booking.totalPrice,
        currency: 'EUR',
        modifiable: false,
      },
    });
  });

  it('answers not-found alike for another e-mail and an unknown reference', async () => {
    const mismatched = await call({ locale: 'it_IT', reference: booking.reference, email: 'qualcun.altro@example.com' });
    const unknown = await call({ locale: 'it_IT', reference: '90000000', email: booking.customer.email });
    expect([mismatched.status, unknown.status]).toEqual([200, 200]);
    expect(await mismatched.json()).toEqual({ outcome: 'not-found' });
    expect(await unknown.json()).toEqual({ outcome: 'not-found' });
  });

  it.each([
    ['no body', undefined],
    ['an unknown site', { locale: 'en_GB', reference: '12345678', email: 'a@example.com' }],
    ['a 7-digit reference', { locale: 'fr_FR', reference: '1234567', email: 'a@example.com' }],
    ['an empty reference', { locale: 'fr_FR', reference: '', email: 'a@example.com' }],
    ['a malformed e-mail', { locale: 'fr_FR', reference: '12345678', email: 'a@example' }],
    ['an empty e-mail', { locale: 'fr_FR', reference: '12345678', email: '' }],
    ['a number for a reference', { locale: 'fr_FR', reference: 12345678, email: 'a@example.com' }],
  ])('refuses %s with 400 without asking the API', async (_, payload) => {
    const upstream = spyUpstream();
    await expectBffError(await call(payload), 400, 'invalid-body');
    expect(upstream.urls()).toEqual([]);
  });

  it.each(['500', 'malformed', 'empty'])('answers 502 when the lookup fails upstream (%s)', async (fault) => {
    addFaultRule({ path: '/booking/lookup.json', fault: fault === '500' ? { kind: 'status', status: 500 } : { kind: fault as 'malformed' | 'empty' } });
    await expectBffError(await call({ locale: 'it_IT', reference: booking.reference, email: booking.customer.email }), 502, 'upstream');
  });
});
