import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../catalogue';
import { addDays, daysBetween } from '../catalogue/days';
import { drifted, takePriceDrift } from '../checkout/price-drift';
import { route } from '../services';
import type { Catalogue, Hotel, LocaleCode, Localized, WeekendPackage } from '../catalogue/types';
import { answer, BadRequest, booleanParam, dayParam, intParam, localeParam, numericId, optionalDayParam, optionalIntParam, paxParams, queryOf, text, texts, type Pax } from './http';
import { packagesOfHotel } from './indexes';
import { evaluateStay, fitsRoom, hotelOf, packageById, priceFor, promoOf, refPriceOf, roomOf, type StayEvaluation } from './stay';
import { cancellationWire } from './wire';

/**
 * GET {api}/product/{id}/offers, {api}/weekend/{id}/quote.json and quote-realtime.json.
 * A quote that cannot be booked still answers 200 with bookable:false and an `errors` list whose
 * first item carries the code and message (part 2 §7); only malformed requests get a 400.
 */

/** Rooms-left message threshold (part 1 §9: shown when 3 or fewer remain). */
const FEW_ROOMS = 3;

const ROOMS_LEFT: Localized = {
  fr: 'Plus que {n} chambre(s) disponible(s)',
  nl: 'Nog maar {n} kamer(s) beschikbaar',
  it: 'Solo {n} camera/e disponibile/i',
  es: 'Solo quedan {n} habitación(es)',
};

function offerWire(catalogue: Catalogue, hotel: Hotel, pkg: WeekendPackage, checkin: string | null, nights: number, pax: Pax, stay: StayEvaluation | null, locale: LocaleCode) {
  const room = roomOf(hotel, pkg);
  const fromPrice = priceFor(pkg.fromPrice, pax);
  const sellPrice = stay?.bookable ? stay.sellPrice : fromPrice;
  const refPrice = stay?.bookable ? stay.refPrice : refPriceOf(pkg, fromPrice);
  return {
    weekendId: pkg.id,
    label: text(pkg.label, locale),
    room: room ? { uuid: room.uuid, label: text(room.label, locale), type: room.type, maxCapacity: room.maxCapacity } : null,
    programLine: texts(pkg.programLines, locale),
    priceInfo: {
      sellPrice,
      refPrice,
      promoPercentageRounded: promoOf(sellPrice, refPrice),
      moneySaved: refPrice - sellPrice,
      priceType: stay?.bookable ? 'FINAL_PRICE' : 'FROM_PRICE',
      nights,
    },
    availableRooms: stay?.bookable ? stay.roomsLeft : null,
    cancellationPolicy: cancellationWire(catalogue, pkg, checkin, locale),
  };
}

function productOffers(request: Request, productId: unknown) {
  const catalogue = getCatalogue();
  const query = queryOf(request);
  const locale = localeParam(query);
  const product = packageById(catalogue, numericId(productId, 'product'));
  const hotel = hotelOf(catalogue, product);
  const checkin = optionalDayParam(query, 'checkin');
  const nights = intParam(query, 'nights', { min: 1, max: 30, fallback: 1 });
  const pax = paxParams(query);
  // The product's offers are the stays of its hotel (room and programme variants); the product first.
  const candidates = packagesOfHotel(catalogue, hotel).filter((pkg) => fitsRoom(roomOf(hotel, pkg), pax));
  const offers = candidates
    .map((pkg) => ({ pkg, stay: checkin ? evaluateStay(catalogue, pkg, checkin, nights, pax) : null }))
    .filter(({ stay }) => stay === null || stay.bookable)
    .map(({ pkg, stay }) => offerWire(catalogue, hotel, pkg, checkin, nights, pax, stay, locale))
    .sort((a, b) => Number(b.weekendId === product.id) - Number(a.weekendId === product.id) || a.priceInfo.sellPrice - b.priceInfo.sellPrice || a.weekendId - b.weekendId);
  return HttpResponse.json({ productId: product.id, hotelId: hotel.id, checkin, nights, offers });
}

/** activitySelectionList: `activityId_dayIndex` items joined by '-' (part 2 §3 activityDates). */
export function parseActivitySelection(raw: string | null): Array<{ activityId: number; dayIndex: number }> {
  if (raw === null || raw.trim() === '') return [];
  return raw.split('-').map((item) => {
    const match = /^(\d{1,12})_(\d{1,3})$/.exec(item.trim());
    if (!match) throw new BadRequest('INVALID_ACTIVITY_SELECTION', 'activitySelectionList items are activityId_dayIndex joined by -');
    return { activityId: Number(match[1]), dayIndex: Number(match[2]) };
  });
}

function activityProblem(pkg: WeekendPackage, selection: Array<{ activityId: number; dayIndex: number }>, nights: number) {
  for (const choice of selection) {
    if (!pkg.activities.some((activity) => activity.activityId === choice.activityId)) {
      return { code: 'ACTIVITY_NOT_IN_OFFER', message: `Activity ${choice.activityId} is not part of this offer` };
    }
    if (choice.dayIndex >= nights) {
      return { code: 'ACTIVITY_DATE_OUT_OF_STAY', message: `Day ${choice.dayIndex} of activity ${choice.activityId} is outside the stay` };
    }
  }
  return null;
}

function localTaxTotal(hotel: Hotel, sellPrice: number, pax: Pax, nights: number): number {
  const tax = hotel.localTax;
  return tax.type === 'PER_PERSON_PER_NIGHT' ? tax.amount * (pax.adult + pax.child) * nights : Math.round((sellPrice * tax.percentage) / 100);
}

/**
 * The quote's pricing of a stay with its activity choices: the quote answers and the checkout
 * (mocks/checkout) both price through here, so a checkout's price is the quote's.
 */
export function priceStay(catalogue: Catalogue, pkg: WeekendPackage, checkin: string, nights: number, pax: Pax, selection: Array<{ activityId: number; dayIndex: number }>) {
  const hotel = hotelOf(catalogue, pkg);
  const stay = evaluateStay(catalogue, pkg, checkin, nights, pax);
  const activityError = stay.bookable ? activityProblem(pkg, selection, nights) : null;
  const bookable = stay.bookable && activityError === null;
  const errors = !stay.bookable ? [{ code: stay.problem, message: stay.message }] : activityError ? [activityError] : [];
  const localTaxTotalAmount = stay.bookable ? localTaxTotal(hotel, stay.sellPrice, pax, nights) : null;
  return { stay, bookable, errors, localTaxTotalAmount };
}

function quote(request: Request, weekendId: unknown, realtime: boolean) {
  const catalogue = getCatalogue();
  const query = queryOf(request);
  const locale = localeParam(query);
  const pkg = packageById(catalogue, numericId(weekendId, 'weekend'));
  const hotel = hotelOf(catalogue, pkg);
  const checkin = dayParam(query, 'checkin');
  const nights = stayNights(query, checkin, realtime);
  const pax = paxParams(query);
  const smartCapacity = booleanParam(query, 'smartcapacity', false);
  const selection = parseActivitySelection(query.get('activitySelectionList'));

  const { stay, bookable, errors, localTaxTotalAmount } = priceStay(catalogue, pkg, checkin, nights, pax, selection);
  // The price-drift test knob (mocks/checkout/price-drift.ts) moves a priced stay only.
  const sellPrice = stay.bookable ? drifted(stay.sellPrice, takePriceDrift('quote', pkg.id)) : 0;

  const criteria = { checkin, checkout: addDays(checkin, nights), nights, adult: pax.adult, child: pax.child, baby: pax.baby };
  // Smart capacity proposes the shortest stay the check-in day allows when the asked one is too short.
  let modifiedReservationCriteria = null;
  if (smartCapacity && !stay.bookable && stay.problem === 'MIN_LOS_NOT_REACHED' && stay.minLos !== null) {
    const longer = evaluateStay(catalogue, pkg, checkin, stay.minLos, pax);
    if (longer.bookable) modifiedReservationCriteria = { ...criteria, nights: stay.minLos, checkout: addDays(checkin, stay.minLos) };
  }

  return HttpResponse.json({
    weekendId: pkg.id,
    bookable,
    priceInfo: stay.bookable
      ? {
          sellPrice,
          refPrice: stay.refPrice,
          promoPercentageRounded: stay.promo,
          moneySaved: sellPrice === stay.sellPrice ? stay.moneySaved : Math.max(0, stay.refPrice - sellPrice),
          priceType: 'FINAL_PRICE',
          nbRooms: 1,
          nights,
        }
      : null,
    localTaxTotalAmount,
    localTax: hotel.localTax,
    programLineList: texts(pkg.programLines, locale),
    flashDeal: pkg.lastMinute,
    roomsAmountMessage: stay.bookable && stay.roomsLeft <= FEW_ROOMS ? text(ROOMS_LEFT, locale).replace('{n}', String(stay.roomsLeft)) : null,
    cancellationPolicy: cancellationWire(catalogue, pkg, checkin, locale),
    reservationCriteria: criteria,
    modifiedReservationCriteria,
    activitySelectionList: selection.map((choice) => ({ activityId: choice.activityId, date: addDays(checkin, choice.dayIndex) })),
    errors,
  });
}

/**
 * quote.json reads `nights`; quote-realtime.json reads `night` (the client derives it from check-in
 * and check-out), falling back to a `checkout` value when a caller sends that instead.
 */
function stayNights(query: URLSearchParams, checkin: string, realtime: boolean): number {
  const bounds = { min: 1, max: 30 };
  const asked = realtime ? optionalIntParam(query, 'night', bounds) ?? optionalIntParam(query, 'nights', bounds) : optionalIntParam(query, 'nights', bounds);
  if (asked !== null) return asked;
  const checkout = optionalDayParam(query, 'checkout');
  if (checkout) {
    const nights = daysBetween(checkin, checkout);
    if (nights < 1 || nights > bounds.max) throw new BadRequest('INVALID_PARAMETER', 'checkout must be 1 to 30 days after checkin');
    return nights;
  }
  return intParam(query, realtime ? 'night' : 'nights', bounds);
}

export const quoteHandlers = [
  http.get(route('api', '/product/:id/offers'), ({ request, params }) => answer(() => productOffers(request, params.id))),
  http.get(route('api', '/weekend/:id/quote.json'), ({ request, params }) => answer(() => quote(request, params.id, false))),
  http.get(route('api', '/weekend/:id/quote-realtime.json'), ({ request, params }) => answer(() => quote(request, params.id, true))),
];
