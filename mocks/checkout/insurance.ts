import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../catalogue';
import { addDays, daysBetween } from '../catalogue/days';
import type { Catalogue, LocaleCode, Localized, WeekendPackage } from '../catalogue/types';
import { answer, dayParam, intParam, localeParam, numericId, paxParams, queryOf, text } from '../product/http';
import { evaluateStay, packageById } from '../product/stay';
import { cancellationWire } from '../product/wire';
import { route } from '../services';

/**
 * GET {api}/weekend/{id}/insurance-offers.json?checkin&night&adult&child&baby&locale — the
 * insurance or cancellation offers of a stay (part 1 §2 "Insurance or cancellation offer list",
 * §3 "Insurance offer: id, sellPrice (zero shown as Included), cancellationPolicy"). Path and
 * offers are the simulator's own (the spec names neither):
 *
 *   { weekendId, insuranceOffers: [{ id, sellPrice, cancellationPolicy }] }
 *
 * - INCLUDED: sellPrice 0, the package's own cancellation policy (always offered).
 * - CANCELLATION: a full refund until the day before check-in, for 5 % of the stay's price
 *   (at least 5 €); offered while that deadline is still ahead.
 * A stay that cannot be booked (past check-in, no room, too short…) has no offers: an empty list.
 * The checkout (mocks/checkout/checkout.ts) prices the chosen offer through the same function.
 */

export const INCLUDED_INSURANCE_ID = 'INCLUDED';
export const CANCELLATION_INSURANCE_ID = 'CANCELLATION';

const INSURANCE_RATE = 0.05;
const INSURANCE_MIN_PRICE = 500;

const FULL_REFUND_MESSAGE: Localized = {
  fr: "Annulation gratuite et remboursement intégral jusqu'à la veille de l'arrivée",
  nl: 'Gratis annuleren met volledige terugbetaling tot de dag voor aankomst',
  it: "Cancellazione gratuita con rimborso totale fino al giorno prima dell'arrivo",
  es: 'Cancelación gratuita con reembolso total hasta el día anterior a la llegada',
};

export interface InsuranceOfferWire {
  id: string;
  sellPrice: number;
  cancellationPolicy: { cancellable: boolean; isCancellable: boolean; cancellationDeadline: string | null; type: string; message: string };
}

/** The offers of a bookable stay priced `stayPrice` (cents), in display order. */
export function insuranceOffersOf(catalogue: Catalogue, pkg: WeekendPackage, checkin: string, stayPrice: number, locale: LocaleCode): InsuranceOfferWire[] {
  const offers: InsuranceOfferWire[] = [{ id: INCLUDED_INSURANCE_ID, sellPrice: 0, cancellationPolicy: cancellationWire(catalogue, pkg, checkin, locale) }];
  const deadline = addDays(checkin, -1);
  if (daysBetween(catalogue.today, deadline) >= 0) {
    offers.push({
      id: CANCELLATION_INSURANCE_ID,
      sellPrice: Math.max(INSURANCE_MIN_PRICE, Math.round(stayPrice * INSURANCE_RATE)),
      cancellationPolicy: {
        cancellable: true,
        isCancellable: true,
        cancellationDeadline: deadline,
        type: 'FULL_REFUND',
        message: text(FULL_REFUND_MESSAGE, locale),
      },
    });
  }
  return offers;
}

function insuranceOffers(request: Request, weekendId: unknown) {
  const catalogue = getCatalogue();
  const query = queryOf(request);
  const locale = localeParam(query);
  const pkg = packageById(catalogue, numericId(weekendId, 'weekend'));
  const checkin = dayParam(query, 'checkin');
  const nights = intParam(query, 'night', { min: 1, max: 30 });
  const stay = evaluateStay(catalogue, pkg, checkin, nights, paxParams(query));
  return HttpResponse.json({
    weekendId: pkg.id,
    insuranceOffers: stay.bookable ? insuranceOffersOf(catalogue, pkg, checkin, stay.sellPrice, locale) : [],
  });
}

export const insuranceHandlers = [
  http.get(route('api', '/weekend/:id/insurance-offers.json'), ({ request, params }) => answer(() => insuranceOffers(request, params.id))),
];
