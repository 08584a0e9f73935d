import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../catalogue';
import { route } from '../services';
import type { Catalogue, Hotel, LocaleCode, WeekendPackage } from '../catalogue/types';
import { answer, booleanParam, dayParam, intParam, localeParam, NotFound, numericId, optionalIntParam, paxParams, queryOf, type Pax } from './http';
import { packagesOfHotel } from './indexes';
import { bookableDaysOf, paging, requestedMonths } from './months';
import { MAX_NIGHTS, checkinStay, checkoutNights, fitsRoom, formatPrice, hotelOf, minimumStay, packageById, roomOf } from './stay';

/**
 * Calendar calls: check-in prices of a gift redemption, checkout nights, hotel and product
 * availabilities. Every day figure is a real stay priced by stay.ts, so a day shown available
 * here is one the quote accepts.
 */

const TWO_ADULTS: Pax = { adult: 2, child: 0, baby: 0 };

/** The package alone, or with multiOffer=true every package of its hotel whose room fits the guests. */
function offersOf(catalogue: Catalogue, pkg: WeekendPackage, multiOffer: boolean, pax: Pax): WeekendPackage[] {
  if (!multiOffer) return [pkg];
  const hotel = hotelOf(catalogue, pkg);
  return packagesOfHotel(catalogue, hotel).filter((candidate) => fitsRoom(roomOf(hotel, candidate), pax));
}

function hotelById(catalogue: Catalogue, id: number): Hotel {
  const hotel = catalogue.index.hotelById.get(id);
  if (!hotel) throw new NotFound(`No hotel with id ${id}`);
  return hotel;
}

interface DayFigure {
  price: string;
  amount: number;
  minLos: number;
}

/** Cheapest minimum stay starting that day among the packages (the calendars' day price). */
function cheapestDay(catalogue: Catalogue, packages: WeekendPackage[], day: string, pax: Pax, locale: LocaleCode): DayFigure | null {
  let best: { amount: number; minLos: number } | null = null;
  for (const pkg of packages) {
    const stay = minimumStay(catalogue, pkg, day, pax);
    if (stay && (!best || stay.amount < best.amount)) best = stay;
  }
  return best ? { price: formatPrice(best.amount, locale), amount: best.amount, minLos: best.minLos } : null;
}

/**
 * GET {wed}/redeem/weekend/{offerId}/packageCheckinPrices.json: per check-in day, the stay a gift
 * redeems with `nights` nights (or the day's longer minimum stay) and its total for `giftPrice`.
 * The path names the offer the beneficiary books (init-checkout with offerId = that id), so these are
 * that offer's prices, whatever multiOffer says: the spec's call sends multiOffer=true, and pricing the
 * hotel's cheapest package here marked days Included that the booked offer charged a supplement for
 * (issue 23). The hotel's other packages are products with their own redemption pages.
 */
function checkinPrices(request: Request, offerId: unknown) {
  const catalogue = getCatalogue();
  const query = queryOf(request);
  localeParam(query);
  const pkg = packageById(catalogue, numericId(offerId, 'weekend'));
  const months = requestedMonths(query, catalogue, 1);
  const nights = intParam(query, 'nights', { min: 1, max: 30, fallback: 1 });
  const giftPrice = optionalIntParam(query, 'giftPrice', { min: 0, max: 10_000_000 }) ?? 0;
  const pax = paxParams(query);
  booleanParam(query, 'multiOffer', false); // still validated, as every call does

  const entries: Array<{ day: string; minLos: number; displayTotalPrice: number; remainingAmountToPay: number }> = [];
  for (const month of months) {
    for (const day of bookableDaysOf(month, catalogue)) {
      // Days whose minimum stay exceeds the gift's nights are still listed (with that minLos):
      // the client skips them (part 1 §4).
      const stay = checkinStay(catalogue, pkg, day, nights, pax);
      if (stay) entries.push({ day, minLos: stay.minLos, displayTotalPrice: stay.sellPrice, remainingAmountToPay: Math.max(0, stay.sellPrice - giftPrice) });
    }
  }
  return HttpResponse.json(entries);
}

function nightsFor(catalogue: Catalogue, pkg: WeekendPackage, checkin: string, pax: Pax, multiOffer: boolean, max: number): number[] {
  const nights = new Set<number>();
  for (const offer of offersOf(catalogue, pkg, multiOffer, pax)) {
    for (const n of checkoutNights(catalogue, offer, checkin, pax, max)) nights.add(n);
  }
  return [...nights].sort((a, b) => a - b);
}

function hotelAvailabilities(request: Request, hotelId: unknown) {
  const catalogue = getCatalogue();
  const query = queryOf(request);
  const locale = localeParam(query);
  const hotel = hotelById(catalogue, numericId(hotelId, 'hotel'));
  const months = requestedMonths(query, catalogue, 2);
  const packages = packagesOfHotel(catalogue, hotel);
  const days: Record<string, DayFigure> = {};
  for (const month of months) {
    for (const day of bookableDaysOf(month, catalogue)) {
      const figure = cheapestDay(catalogue, packages, day, TWO_ADULTS, locale);
      if (figure) days[day] = figure;
    }
  }
  return HttpResponse.json({ hotelId: hotel.id, days, ...paging(months, catalogue) });
}

function productAvailabilities(request: Request, productId: unknown) {
  const catalogue = getCatalogue();
  const query = queryOf(request);
  const locale = localeParam(query);
  const pkg = packageById(catalogue, numericId(productId, 'product'));
  const pax = paxParams(query);
  const months = requestedMonths(query, catalogue, 2);
  const days: Record<string, Record<string, DayFigure>> = {};
  let shortest = Number.POSITIVE_INFINITY;
  for (const month of months) {
    const inMonth: Record<string, DayFigure> = {};
    for (const day of bookableDaysOf(month, catalogue)) {
      const figure = cheapestDay(catalogue, [pkg], day, pax, locale);
      if (figure) {
        inMonth[day] = figure;
        shortest = Math.min(shortest, figure.minLos);
      }
    }
    days[month] = inMonth;
  }
  const nights = { start: Number.isFinite(shortest) ? shortest : 1, end: MAX_NIGHTS };
  return HttpResponse.json({ id: pkg.id, days, nights, ...paging(months, catalogue) });
}

export const calendarHandlers = [
  http.get(route('wed', '/redeem/weekend/:offerId/packageCheckinPrices.json'), ({ request, params }) =>
    answer(() => checkinPrices(request, params.offerId)),
  ),

  // {locale endpoint}: the segment is the weekend id; a minisite travels as the `minisite` query value.
  http.get(route('locale', '/weekend/:id/packageCheckoutNights.json'), ({ request, params }) =>
    answer(() => {
      const catalogue = getCatalogue();
      const query = queryOf(request);
      localeParam(query);
      const pkg = packageById(catalogue, numericId(params.id, 'weekend'));
      const checkin = dayParam(query, 'checkin');
      return HttpResponse.json(nightsFor(catalogue, pkg, checkin, paxParams(query), booleanParam(query, 'multiOffer', false), MAX_NIGHTS));
    }),
  ),

  // {api}: `length` is the longest stay to consider (default and cap MAX_NIGHTS); guests are 2 adults.
  http.get(route('api', '/weekend/:id/packageCheckoutNights.json'), ({ request, params }) =>
    answer(() => {
      const catalogue = getCatalogue();
      const query = queryOf(request);
      localeParam(query);
      const pkg = packageById(catalogue, numericId(params.id, 'weekend'));
      const checkin = dayParam(query, 'checkin');
      const max = intParam(query, 'length', { min: 1, max: 30, fallback: MAX_NIGHTS });
      return HttpResponse.json(nightsFor(catalogue, pkg, checkin, paxParams(query), booleanParam(query, 'multiOffer', false), Math.min(max, MAX_NIGHTS)));
    }),
  ),

  http.get(route('api', '/hotels/:hotelId/availabilities.json'), ({ request, params }) =>
    answer(() => hotelAvailabilities(request, params.hotelId)),
  ),

  http.get(route('api', '/product/:id/availabilities.json'), ({ request, params }) =>
    answer(() => productAvailabilities(request, params.id)),
  ),
];
