import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../catalogue';
import { addDays, addMonths, daysBetween } from '../catalogue/days';
import { imageUrl } from '../images';
import { route } from '../services';
import type { CountryCode, Lang, LocaleCode } from '../catalogue/types';
import { answer, BadRequest, dayParam, intParam, langOf, localeParam, optionalDayParam, queryOf } from './http';

/**
 * Gift and payment extras on the front gateway: instalment eligibility (Alma), custom gift
 * sub-elements, shipping costs of single vouchers and boxes.
 */

/** The countries of the shipping-costs table (and the points of sale it is asked for). */
export const SHIPPING_COUNTRIES: readonly CountryCode[] = ['FR', 'BE', 'NL', 'IT', 'ES'];
const COUNTRIES = SHIPPING_COUNTRIES;

function posParam(query: URLSearchParams, name: string): CountryCode {
  const value = (query.get(name) ?? '').toUpperCase();
  if (!(COUNTRIES as readonly string[]).includes(value)) throw new BadRequest('INVALID_POINT_OF_SALE', `${name} must be one of ${COUNTRIES.join(', ')}`);
  return value as CountryCode;
}

/**
 * Instalment rules of part 1 §5: pay later needs arrival at least 5 days away; 3x at least 7
 * days and 200–2000 €; 4x at least 7 days and 250–2000 €. Fees are the simulator's choice:
 * 3x 1.5 %, 4x 2 %, pay later free; the first instalment carries the fee (part 2 §9).
 */
export const INSTALMENT_METHODS = [
  { type: '3x', count: 3, minDays: 7, min: 20_000, max: 200_000, feeRate: 0.015 },
  { type: '4x', count: 4, minDays: 7, min: 25_000, max: 200_000, feeRate: 0.02 },
  { type: 'later', count: 1, minDays: 5, min: 0, max: Number.POSITIVE_INFINITY, feeRate: 0 },
] as const;

export type InstalmentMethod = (typeof INSTALMENT_METHODS)[number];

/**
 * The schedule of `amount` cents paid with `method`: monthly from `today` (the first instalment takes
 * the rounding remainder and the fee), or one payment on `deferredDate` for pay later. The eligibility
 * answer and the payment provider's Alma page (mocks/payments) both show this one.
 */
export function instalmentSchedule(method: InstalmentMethod, amount: number, today: string, deferredDate: string) {
  const paymentFee = Math.round(amount * method.feeRate);
  const dates = method.type === 'later' ? [deferredDate] : Array.from({ length: method.count }, (_, index) => addMonths(today, index));
  const share = Math.floor(amount / method.count);
  return {
    paymentFee,
    installments: dates.map((date, index) => ({ date, amount: index === 0 ? amount - share * (method.count - 1) + paymentFee : share })),
  };
}

/** Deferred payment falls on the cancellation deadline, else 2 days before check-in. */
export function deferredPaymentDay(checkinDate: string, cancellableUntil: string | null): string {
  return cancellableUntil ?? addDays(checkinDate, -2);
}

function eligibility(request: Request) {
  const catalogue = getCatalogue();
  const query = queryOf(request);
  const amount = intParam(query, 'amount', { min: 1, max: 100_000_000 });
  const checkinDate = dayParam(query, 'checkinDate');
  const cancellableUntil = optionalDayParam(query, 'cancellableUntil');
  const pointOfSale = posParam(query, 'pointOfSale');
  const daysToArrival = daysBetween(catalogue.today, checkinDate);
  return HttpResponse.json({
    pointOfSale,
    cancellationPolicyType: query.get('cancellationPolicyType'),
    paymentMethods: INSTALMENT_METHODS.map((method) => {
      const eligible = daysToArrival >= method.minDays && amount >= method.min && amount <= method.max;
      const schedule = instalmentSchedule(method, amount, catalogue.today, deferredPaymentDay(checkinDate, cancellableUntil));
      return {
        type: method.type,
        eligible,
        paymentFee: schedule.paymentFee,
        installmentsCount: method.count,
        installments: eligible ? schedule.installments : [],
      };
    }),
  });
}

type Names = Record<Lang, string>;
const SUB_ELEMENTS: Array<{
  category: { id: number; description: string; names: Names; singleSelection: boolean };
  elements: Array<{ id: number; names: Names; price: number; recommendedByWed: boolean }>;
}> = [
  {
    category: { id: 1, description: 'Greeting card', names: { fr: 'Carte de vœux', nl: 'Wenskaart', it: 'Biglietto di auguri', es: 'Tarjeta de felicitación' }, singleSelection: true },
    elements: [
      { id: 11, names: { fr: 'Joyeux anniversaire', nl: 'Gelukkige verjaardag', it: 'Buon compleanno', es: 'Feliz cumpleaños' }, price: 0, recommendedByWed: true },
      { id: 12, names: { fr: 'Je t’aime', nl: 'Ik hou van jou', it: 'Ti amo', es: 'Te quiero' }, price: 0, recommendedByWed: false },
      { id: 13, names: { fr: 'Félicitations', nl: 'Gefeliciteerd', it: 'Congratulazioni', es: 'Enhorabuena' }, price: 0, recommendedByWed: false },
    ],
  },
  {
    category: { id: 2, description: 'Extras', names: { fr: 'Petits plus', nl: 'Extraatjes', it: 'Extra', es: 'Extras' }, singleSelection: false },
    elements: [
      { id: 21, names: { fr: 'Bouteille de champagne', nl: 'Fles champagne', it: 'Bottiglia di champagne', es: 'Botella de champán' }, price: 3900, recommendedByWed: true },
      { id: 22, names: { fr: 'Boîte de chocolats', nl: 'Doos chocolaatjes', it: 'Scatola di cioccolatini', es: 'Caja de bombones' }, price: 1500, recommendedByWed: false },
      { id: 23, names: { fr: 'Bouquet de fleurs', nl: 'Boeket bloemen', it: 'Mazzo di fiori', es: 'Ramo de flores' }, price: 2900, recommendedByWed: false },
    ],
  },
];

export interface OfferedSubElement {
  id: number;
  /** Its name in the asked language. */
  name: string;
  categoryId: number;
  /** Cents. */
  price: number;
  recommendedByWed: boolean;
}

/**
 * The custom sub-elements on offer, by category, named in `locale`: what the sub-elements call
 * answers (with an image each) and what the gift checkout (mocks/checkout/gift-pricing.ts) prices.
 */
export function offeredSubElements(locale: LocaleCode) {
  const lang = langOf(locale);
  return SUB_ELEMENTS.map(({ category, elements }) => ({
    category,
    elements: elements.map((element): OfferedSubElement => ({
      id: element.id,
      name: element.names[lang],
      categoryId: category.id,
      price: element.price,
      recommendedByWed: element.recommendedByWed,
    })),
  }));
}

function subElements(request: Request, locale: LocaleCode) {
  return {
    availableCustomSubElements: offeredSubElements(locale).map(({ category, elements }) => ({
      category,
      elements: elements.map((element) => ({
        id: element.id,
        name: element.name,
        imageUrl: imageUrl(request, `sub-element-${element.id}`, '640x360'),
        categoryId: element.categoryId,
        price: element.price,
        recommendedByWed: element.recommendedByWed,
      })),
    })),
  };
}

/** Domestic delivery cost per product kind (cents); sending abroad adds the international fee. */
const SHIPPING = { 'single-voucher': 390, boxes: 0 } as const;
const INTERNATIONAL_FEE = 500;

export type ShippingKind = keyof typeof SHIPPING;
export interface ShippingCost {
  shippingCost: number;
  internationalShippingFee: number;
}

/**
 * The shipping-costs table of a point of sale: per destination country, the cost and the
 * international fee (0 at home). The shipping-costs calls answer it; the gift checkout prices a
 * physical delivery with it (mocks/checkout/gift-pricing.ts).
 */
export function shippingCostsOf(kind: ShippingKind, pos: CountryCode): Record<CountryCode, ShippingCost> {
  return Object.fromEntries(
    COUNTRIES.map((country) => [country, { shippingCost: SHIPPING[kind], internationalShippingFee: country === pos ? 0 : INTERNATIONAL_FEE }]),
  ) as Record<CountryCode, ShippingCost>;
}

function shippingCosts(request: Request, kind: ShippingKind) {
  const pos = posParam(queryOf(request), 'pos');
  return { pos, shippingCostsPerCountry: shippingCostsOf(kind, pos) };
}

export const giftHandlers = [
  http.get(route('gateway', '/purchase/alma/eligibility'), ({ request }) => answer(() => eligibility(request))),
  http.get(route('gateway', '/sub-elements/available-custom-sub-elements'), ({ request }) =>
    answer(() => HttpResponse.json(subElements(request, localeParam(queryOf(request))))),
  ),
  http.get(route('gateway', '/single-voucher/shipping-costs'), ({ request }) => answer(() => HttpResponse.json(shippingCosts(request, 'single-voucher')))),
  http.get(route('gateway', '/boxes/shipping-costs'), ({ request }) => answer(() => HttpResponse.json(shippingCosts(request, 'boxes')))),
];
