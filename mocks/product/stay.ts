import { addDays, daysBetween } from '../catalogue/days';
import { checkNights } from '../catalogue/stay-nights';
import type { Catalogue, Hotel, LocaleCode, Room, WeekendPackage } from '../catalogue/types';
import { NotFound, type Pax } from './http';

/**
 * The simulator's booking rules for one package on given dates and guests. Every product-area
 * handler (detail, calendars, offers, quote, hotel rooms) prices a stay through here, so they
 * all agree with each other.
 *
 * - A stay is checkin .. checkin + nights - 1: every night must have a day price with rooms left,
 *   and nights must reach the check-in day's minLos (checkNights, mocks/catalogue/stay-nights.ts).
 * - Day prices are for 2 adults; other guest counts scale it (paxFactor). Babies are free and
 *   do not use a bed. Adults + children must fit the room's maxCapacity. One room per booking.
 */

/** Longest stay the calendars offer (checkout nights, nights range end). */
export const MAX_NIGHTS = 14;

export type StayProblem = 'CHECKIN_IN_THE_PAST' | 'PACKAGE_NOT_AVAILABLE_AT_CHECKIN' | 'MIN_LOS_NOT_REACHED' | 'PAX_OVER_CAPACITY';

export type StayEvaluation =
  | {
      bookable: true;
      sellPrice: number;
      refPrice: number;
      promo: number;
      moneySaved: number;
      minLos: number;
      roomsLeft: number;
      nights: number;
    }
  | { bookable: false; problem: StayProblem; message: string; minLos: number | null };

/** 2 adults = 1; each adult counts half, each child a quarter; a lone adult pays 75% (single use). */
export function paxFactor(pax: Pax): number {
  const weight = pax.adult * 0.5 + pax.child * 0.25;
  return pax.adult === 1 && pax.child === 0 ? 0.75 : weight;
}

export function priceFor(twoAdultsPrice: number, pax: Pax): number {
  return Math.round(twoAdultsPrice * paxFactor(pax));
}

export function refPriceOf(pkg: WeekendPackage, sellPrice: number): number {
  return Math.max(sellPrice, Math.round(sellPrice * pkg.refPriceRatio));
}

export function promoOf(sellPrice: number, refPrice: number): number {
  return refPrice > 0 ? Math.round(((refPrice - sellPrice) / refPrice) * 100) : 0;
}

export function hotelOf(catalogue: Catalogue, pkg: WeekendPackage): Hotel {
  const hotel = catalogue.index.hotelById.get(pkg.hotelId);
  if (!hotel) throw new NotFound(`Hotel ${pkg.hotelId} of package ${pkg.id} is missing`);
  return hotel;
}

export function packageById(catalogue: Catalogue, id: number): WeekendPackage {
  const pkg = catalogue.index.packageById.get(id);
  if (!pkg) throw new NotFound(`No weekend with id ${id}`);
  return pkg;
}

export function roomOf(hotel: Hotel, pkg: WeekendPackage): Room | null {
  return hotel.rooms.find((room) => room.uuid === pkg.roomUuid) ?? hotel.rooms[0] ?? null;
}

export function fitsRoom(room: Room | null, pax: Pax): boolean {
  return room !== null && pax.adult + pax.child <= room.maxCapacity;
}

export function evaluateStay(catalogue: Catalogue, pkg: WeekendPackage, checkin: string, nights: number, pax: Pax): StayEvaluation {
  if (daysBetween(catalogue.today, checkin) < 0) {
    return { bookable: false, problem: 'CHECKIN_IN_THE_PAST', message: 'The check-in date is in the past', minLos: null };
  }
  const room = roomOf(hotelOf(catalogue, pkg), pkg);
  const first = catalogue.dayPrice(pkg.id, checkin);
  if (!fitsRoom(room, pax)) {
    return {
      bookable: false,
      problem: 'PAX_OVER_CAPACITY',
      message: `The room welcomes at most ${room?.maxCapacity ?? 0} guests (babies excepted)`,
      minLos: first?.minLos ?? null,
    };
  }
  const nightsCheck = checkNights((night) => (night === 0 ? first : catalogue.dayPrice(pkg.id, addDays(checkin, night))), nights);
  if (!nightsCheck.bookable) {
    if (nightsCheck.problem === 'MIN_LOS_NOT_REACHED') {
      return {
        bookable: false,
        problem: 'MIN_LOS_NOT_REACHED',
        message: `A stay starting on ${checkin} lasts at least ${nightsCheck.minLos} nights`,
        minLos: nightsCheck.minLos,
      };
    }
    if (nightsCheck.night === 0) {
      return { bookable: false, problem: 'PACKAGE_NOT_AVAILABLE_AT_CHECKIN', message: 'The offer is not available at this check-in date', minLos: null };
    }
    return {
      bookable: false,
      problem: 'PACKAGE_NOT_AVAILABLE_AT_CHECKIN',
      message: `The offer is not available on the night of ${addDays(checkin, nightsCheck.night)}`,
      minLos: nightsCheck.minLos,
    };
  }
  const { total, roomsLeft, minLos } = nightsCheck;
  const sellPrice = priceFor(total, pax);
  const refPrice = refPriceOf(pkg, sellPrice);
  return {
    bookable: true,
    sellPrice,
    refPrice,
    promo: promoOf(sellPrice, refPrice),
    moneySaved: refPrice - sellPrice,
    minLos,
    roomsLeft,
    nights,
  };
}

/** Night counts n (1..max) such that a stay of n nights from checkin is bookable. */
export function checkoutNights(catalogue: Catalogue, pkg: WeekendPackage, checkin: string, pax: Pax, max = MAX_NIGHTS): number[] {
  const first = catalogue.dayPrice(pkg.id, checkin);
  if (!first || daysBetween(catalogue.today, checkin) < 0) return [];
  const nights: number[] = [];
  for (let n = first.minLos; n <= max; n++) {
    // Nights are checked in order, so the first unavailable night ends every longer stay too.
    const stay = evaluateStay(catalogue, pkg, checkin, n, pax);
    if (stay.bookable) nights.push(n);
    else if (stay.problem !== 'MIN_LOS_NOT_REACHED') break;
  }
  return nights;
}

export type BookableStay = Extract<StayEvaluation, { bookable: true }>;

/**
 * The stay a calendar shows on a check-in day of one package: `nights` nights, or the day's minimum
 * stay when that is longer; null when that stay cannot be booked. The day truth of every calendar
 * (product and hotel availabilities with 1 night, the redeem check-in prices with the gift's nights):
 * it is evaluateStay, the function the quote, checkout nights and init-checkout price with, so a day a
 * calendar offers is a stay they accept for the same package, day and nights.
 */
export function checkinStay(catalogue: Catalogue, pkg: WeekendPackage, day: string, nights: number, pax: Pax): BookableStay | null {
  const first = catalogue.dayPrice(pkg.id, day);
  if (!first) return null;
  const stay = evaluateStay(catalogue, pkg, day, Math.max(nights, first.minLos), pax);
  return stay.bookable ? stay : null;
}

/** Cheapest stay of minLos nights starting on `day` (the calendars' day price), or null. */
export function minimumStay(catalogue: Catalogue, pkg: WeekendPackage, day: string, pax: Pax): { amount: number; minLos: number } | null {
  const stay = checkinStay(catalogue, pkg, day, 1, pax);
  return stay ? { amount: stay.sellPrice, minLos: stay.minLos } : null;
}

const formatters = new Map<LocaleCode, Intl.NumberFormat>();

/** '129 €' style, whole euros rounded up, in the locale's own format. */
export function formatPrice(cents: number, locale: LocaleCode): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    formatters.set(locale, formatter);
  }
  return formatter.format(Math.ceil(cents / 100));
}
