import { http, HttpResponse, type HttpHandler } from 'msw';
import { getCatalogue } from '../catalogue';
import { addDays } from '../catalogue/days';
import type { Catalogue, LocaleCode } from '../catalogue/types';
import { listCheckouts, type StoredCheckout } from '../checkout/store';
import { answer, BadRequest, LOCALE_CODES, text } from '../product/http';
import { hotelOf, packageById } from '../product/stay';
import { route } from '../services';
import { isEmailLike, normalisedEmail } from './hand-off';
import { isModifiable } from './modification';
import { seededBookings, type BookingStatus, type StoredBooking } from './seeded';

/**
 * The booking lookup (ours: the spec shows neither path nor shape).
 *
 * POST {api}/booking/lookup.json, JSON body { reference: 8 digits, email, locale?: one of the six }
 *   200 the booking:
 *     { reference, status: CONFIRMED | AWAITING_PAYMENT | CANCELLED | COMPLETED, locale, createdAt,
 *       customer: { email, firstName, lastName }   (names null for a checkout hand-off),
 *       productId, offerId, label,                 the offer's label in `locale` (else the booking's),
 *       hotel: { id, uri, label, city },
 *       reservationCriteria: { checkin, checkout, nights, adult, child, baby },
 *       priceInfo: { totalPrice, currency: 'EUR', paidAmount? },   cents; paidAmount for a booked checkout
 *       modifiable: boolean }   its dates can be changed today (modification.ts: a confirmed booking the
 *                               shop sold, still before its cancellation deadline)
 *   404 { code: 'BOOKING_NOT_FOUND', message } for an unknown reference AND for an e-mail that is not
 *       the booking's (case and surrounding spaces ignored): the answer never says which, so the
 *       lookup cannot be used to learn whether a reference exists.
 *   400 { code, message } for a malformed body (INVALID_BODY, MISSING_PARAMETER, INVALID_PARAMETER,
 *       INVALID_LOCALE).
 * Bookings are the seeded ones (seeded.ts) and the checkouts (mocks/checkout):
 * - a BOOKED checkout is a CONFIRMED booking (created at its confirmedAt), its customer the traveller
 *   (e-mail and names); it is found by the traveller's e-mail AND by the signed-in visitor's
 *   customerEmail; totalPrice is the checkout's, paidAmount what its payment paid;
 * - an unbooked checkout initialised with a customerEmail is AWAITING_PAYMENT, found by that e-mail;
 *   one without (an anonymous visitor's, not booked yet) has no customer to match: never found.
 * Fault injection reaches it like any route (path '/booking/lookup.json'; `contains` can name the
 * reference, e.g. '"reference":"11234567"').
 *
 * GET /__admin/bookings → every booking (seeded first, then checkout hand-offs), for tests and demos.
 */

const REFERENCE = /^\d{8}$/;

function fromCheckout(stored: StoredCheckout): StoredBooking | null {
  const { checkout } = stored;
  const criteria = checkout.reservationCriteria;
  // An activity voucher (contract §5) or a gift order (§7) is no stay: no hotel nor dates to look up.
  if (criteria === null || checkout.offerId === null || checkout.productId === null) return null;
  // A change of dates (kind MODIFICATION, modification.ts) is its booking's, never a booking of its own.
  if (checkout.kind === 'MODIFICATION') return null;
  const booking = checkout.status === 'BOOKED' ? checkout.booking : null;
  const traveller = checkout.traveller;
  return {
    reference: checkout.bookingReference,
    status: booking ? 'CONFIRMED' : 'AWAITING_PAYMENT',
    locale: checkout.locale,
    createdAt: booking?.confirmedAt ?? checkout.createdAt,
    customer:
      booking && traveller
        ? { email: traveller.email, firstName: traveller.firstName, lastName: traveller.lastName }
        : { email: checkout.customerEmail, firstName: null, lastName: null },
    accountEmail: checkout.customerEmail,
    productId: checkout.productId,
    offerId: checkout.offerId,
    checkin: criteria.checkin,
    nights: criteria.nights,
    pax: { adult: criteria.adult, child: criteria.child, baby: criteria.baby },
    totalPrice: checkout.priceInfo.totalPrice,
    ...(booking ? { paidAmount: booking.paidAmount } : {}),
    origin: { kind: 'checkout', checkoutId: stored.id },
  };
}

/** Seeded bookings, then the checkout hand-offs, oldest first. */
export function allBookings(catalogue: Catalogue): StoredBooking[] {
  return [...seededBookings(catalogue).values(), ...listCheckouts().flatMap((stored) => fromCheckout(stored) ?? [])];
}

function findBooking(catalogue: Catalogue, reference: string): StoredBooking | null {
  return seededBookings(catalogue).get(reference) ?? allBookings(catalogue).find((booking) => booking.reference === reference) ?? null;
}

/** Whether `email` finds this booking: its customer's, or the signed-in visitor's who made it (case and spaces ignored). */
function isBookingOf(booking: StoredBooking, email: string): boolean {
  const wanted = normalisedEmail(email);
  return [booking.customer.email, booking.accountEmail].some((candidate) => typeof candidate === 'string' && normalisedEmail(candidate) === wanted);
}

/** The booking when the reference exists AND the e-mail is its customer's (or its account's); null for either miss. */
export function lookUpBooking(catalogue: Catalogue, reference: string, email: string): StoredBooking | null {
  const booking = findBooking(catalogue, reference);
  return booking !== null && isBookingOf(booking, email) ? booking : null;
}

/**
 * The trips of an account (mocks/account): every booking its e-mail finds, except the checkout
 * hand-offs still awaiting payment (a checkout is not a trip until it is booked). Oldest first.
 */
export function bookingsOfEmail(catalogue: Catalogue, email: string): StoredBooking[] {
  return allBookings(catalogue).filter((booking) => isBookingOf(booking, email) && !(booking.origin.kind === 'checkout' && booking.status === 'AWAITING_PAYMENT'));
}

function bookingWire(catalogue: Catalogue, booking: StoredBooking, locale: LocaleCode) {
  const offer = packageById(catalogue, booking.offerId);
  const hotel = hotelOf(catalogue, offer);
  const city = catalogue.index.cityById.get(hotel.cityId);
  const status: BookingStatus = booking.status;
  return {
    reference: booking.reference,
    status,
    locale: booking.locale,
    createdAt: booking.createdAt,
    customer: { ...booking.customer },
    productId: booking.productId,
    offerId: booking.offerId,
    label: text(offer.label, locale),
    hotel: { id: hotel.id, uri: hotel.uri, label: hotel.label, city: city ? text(city.label, locale) : null },
    reservationCriteria: { checkin: booking.checkin, checkout: addDays(booking.checkin, booking.nights), nights: booking.nights, ...booking.pax },
    priceInfo: { totalPrice: booking.totalPrice, currency: 'EUR', ...(booking.paidAmount === undefined ? {} : { paidAmount: booking.paidAmount }) },
    modifiable: booking.status === 'CONFIRMED' && booking.origin.kind === 'checkout' && isModifiable(booking.reference, catalogue.today),
  };
}

function requiredString(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  if (value === undefined || value === null || value === '') throw new BadRequest('MISSING_PARAMETER', `${name} is required`);
  if (typeof value !== 'string') throw new BadRequest('INVALID_PARAMETER', `${name} must be a string`);
  return value.trim();
}

function lookup(body: unknown): Response {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest('INVALID_BODY', 'Expected a JSON object');
  const fields = body as Record<string, unknown>;
  const reference = requiredString(fields, 'reference');
  if (!REFERENCE.test(reference)) throw new BadRequest('INVALID_PARAMETER', 'reference must be 8 digits');
  const email = requiredString(fields, 'email');
  if (!isEmailLike(email)) throw new BadRequest('INVALID_PARAMETER', 'email must be an e-mail address');
  const locale = fields.locale;
  if (locale !== undefined && locale !== null && (typeof locale !== 'string' || !(LOCALE_CODES as readonly string[]).includes(locale))) {
    throw new BadRequest('INVALID_LOCALE', `locale must be one of ${LOCALE_CODES.join(', ')}`);
  }
  const catalogue = getCatalogue();
  const booking = lookUpBooking(catalogue, reference, email);
  if (booking === null) return HttpResponse.json({ code: 'BOOKING_NOT_FOUND', message: 'No booking matches this reference and e-mail address' }, { status: 404 });
  return HttpResponse.json(bookingWire(catalogue, booking, (locale as LocaleCode | undefined) ?? booking.locale));
}

export const lookupHandlers: HttpHandler[] = [
  http.post(route('api', '/booking/lookup.json'), async ({ request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    return answer(() => lookup(body));
  }),
  http.get('*/__admin/bookings', () => HttpResponse.json(allBookings(getCatalogue()))),
];
