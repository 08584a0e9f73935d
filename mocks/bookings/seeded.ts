import { addDays } from '../catalogue/days';
import type { Catalogue, CountryCode, LocaleCode, WeekendPackage } from '../catalogue/types';
import { LOCALE_CODES, type Pax } from '../product/http';
import { priceFor } from '../product/stay';

/**
 * Seeded bookings (the spec shows neither bookings nor their lookup: both are the simulator's own).
 *
 * Every site has SEEDS.length bookings, one per seed below, on stays of hotels of the site's country
 * (in catalogue order, stepping through them so sites and seeds get different hotels). Each has:
 * - an 8-digit reference: `{site digit 1..6}{seed digit 1..5}` then six digits hashed from the
 *   catalogue seed, the site and the seed (stable for a catalogue, not sequential; never starting
 *   with 0). The checkout hand-offs draw theirs from 7 and 8 (reference.ts), so both never collide;
 * - the customer's e-mail, `{first}.{last}.{site}@example.com` (example.com: never a real mailbox);
 * - the stay (offer, hotel, dates relative to the catalogue's today, nights, guests) and its total,
 *   the package's ordinary night price for those guests times the nights (a past or cancelled stay
 *   has no day price to read any more).
 */

export type BookingStatus = 'CONFIRMED' | 'AWAITING_PAYMENT' | 'CANCELLED' | 'COMPLETED';

export interface StoredBooking {
  reference: string;
  status: BookingStatus;
  locale: LocaleCode;
  /** ISO instant the booking was made. */
  createdAt: string;
  /** null: a checkout of an anonymous visitor (no customer to match), or no name known. */
  customer: { email: string | null; firstName: string | null; lastName: string | null };
  productId: number;
  offerId: number;
  checkin: string;
  nights: number;
  pax: Pax;
  /** Cents. */
  totalPrice: number;
  /** A booked checkout's: what was paid of totalPrice (cents; gift cards, promo code and voucher took the rest). */
  paidAmount?: number;
  /** A checkout's signed-in visitor (its customerEmail), who finds it too when the traveller is someone else. */
  accountEmail?: string | null;
  /** Where it comes from: seeded, or a checkout hand-off (its id). */
  origin: { kind: 'seeded' } | { kind: 'checkout'; checkoutId: string };
}

interface Seed {
  status: BookingStatus;
  /** Check-in, days from the catalogue's today (negative: in the past). */
  checkinIn: number;
  nights: number;
  pax: Pax;
  /** Booked this many days before check-in. */
  bookedBefore: number;
}

export const SEEDS: readonly Seed[] = [
  { status: 'CONFIRMED', checkinIn: 21, nights: 2, pax: { adult: 2, child: 0, baby: 0 }, bookedBefore: 30 },
  { status: 'AWAITING_PAYMENT', checkinIn: 45, nights: 1, pax: { adult: 2, child: 0, baby: 0 }, bookedBefore: 47 },
  { status: 'CANCELLED', checkinIn: 30, nights: 2, pax: { adult: 1, child: 0, baby: 0 }, bookedBefore: 40 },
  { status: 'COMPLETED', checkinIn: -40, nights: 2, pax: { adult: 2, child: 0, baby: 0 }, bookedBefore: 60 },
  { status: 'CONFIRMED', checkinIn: 60, nights: 3, pax: { adult: 2, child: 1, baby: 1 }, bookedBefore: 20 },
];

const COUNTRY_OF_SITE: Readonly<Record<LocaleCode, CountryCode>> = { fr_FR: 'FR', fr_BE: 'BE', nl_NL: 'NL', nl_BE: 'BE', it_IT: 'IT', es_ES: 'ES' };

/** First and last names per site (the customers of a site's seeded bookings, in seed order). */
const CUSTOMERS: Readonly<Record<LocaleCode, ReadonlyArray<[string, string]>>> = {
  fr_FR: [['Camille', 'Durand'], ['Julien', 'Moreau'], ['Sophie', 'Lefebvre'], ['Thomas', 'Girard'], ['Claire', 'Bonnet']],
  fr_BE: [['Amélie', 'Dubois'], ['Maxime', 'Lambert'], ['Julie', 'Peeters'], ['Nicolas', 'Renard'], ['Laura', 'Jacobs']],
  nl_NL: [['Sanne', 'de Vries'], ['Daan', 'Jansen'], ['Lotte', 'Bakker'], ['Bram', 'Visser'], ['Eva', 'Smit']],
  nl_BE: [['Lien', 'Claes'], ['Wout', 'Maes'], ['Ine', 'Wouters'], ['Pieter', 'Goossens'], ['Fien', 'Willems']],
  it_IT: [['Giulia', 'Rossi'], ['Marco', 'Bianchi'], ['Chiara', 'Romano'], ['Luca', 'Colombo'], ['Sara', 'Ricci']],
  es_ES: [['Lucía', 'García'], ['Pablo', 'Martínez'], ['Marta', 'López'], ['Javier', 'Sánchez'], ['Elena', 'Romero']],
};

/** FNV-1a: a stable, dependency-free hash of a text. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** 'Amélie' → 'amelie', 'de Vries' → 'devries': the mailbox part of a name. */
function mailboxPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

export function seededReference(catalogue: Catalogue, siteIndex: number, seedIndex: number): string {
  const tail = fnv1a(`${catalogue.seed}#${LOCALE_CODES[siteIndex]}#${seedIndex}`) % 1_000_000;
  return `${siteIndex + 1}${seedIndex + 1}${String(tail).padStart(6, '0')}`;
}

function packagesOfCountry(catalogue: Catalogue, country: CountryCode): WeekendPackage[] {
  const inCountry = catalogue.packages.filter((pkg) => {
    const hotel = catalogue.index.hotelById.get(pkg.hotelId);
    return hotel?.active === true && catalogue.index.cityById.get(hotel.cityId)?.country === country;
  });
  // A catalogue too small to have the country (a unit test's few hotels): any active stay.
  return inCountry.length > 0 ? inCountry : catalogue.packages.filter((pkg) => catalogue.index.hotelById.get(pkg.hotelId)?.active === true);
}

function seedBooking(catalogue: Catalogue, locale: LocaleCode, siteIndex: number, seed: Seed, seedIndex: number): StoredBooking | null {
  const candidates = packagesOfCountry(catalogue, COUNTRY_OF_SITE[locale]);
  if (candidates.length === 0) return null;
  // Belgian sites share the country's stays: the Dutch one starts further in the list.
  const pkg = candidates[(seedIndex * 7 + siteIndex * 3) % candidates.length]!;
  const [firstName, lastName] = CUSTOMERS[locale][seedIndex % CUSTOMERS[locale].length]!;
  const site = locale.toLowerCase().replace('_', '-');
  const checkin = addDays(catalogue.today, seed.checkinIn);
  return {
    reference: seededReference(catalogue, siteIndex, seedIndex),
    status: seed.status,
    locale,
    createdAt: `${addDays(checkin, -seed.bookedBefore)}T10:30:00.000Z`,
    customer: { email: `${mailboxPart(firstName)}.${mailboxPart(lastName)}.${site}@example.com`, firstName, lastName },
    productId: pkg.id,
    offerId: pkg.id,
    checkin,
    nights: seed.nights,
    pax: { ...seed.pax },
    totalPrice: priceFor(pkg.basePrice, seed.pax) * seed.nights,
    origin: { kind: 'seeded' },
  };
}

const tables = new WeakMap<Catalogue, ReadonlyMap<string, StoredBooking>>();

/** Every seeded booking of a catalogue, by reference, site by site in seed order. */
export function seededBookings(catalogue: Catalogue): ReadonlyMap<string, StoredBooking> {
  let table = tables.get(catalogue);
  if (!table) {
    const byReference = new Map<string, StoredBooking>();
    LOCALE_CODES.forEach((locale, siteIndex) => {
      SEEDS.forEach((seed, seedIndex) => {
        const booking = seedBooking(catalogue, locale, siteIndex, seed, seedIndex);
        if (booking) byReference.set(booking.reference, booking);
      });
    });
    table = byReference;
    tables.set(catalogue, table);
  }
  return table;
}
