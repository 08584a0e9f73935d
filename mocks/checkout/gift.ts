import { http, HttpResponse } from 'msw';
import { ApiError, answerApi, invalidField } from '../api-error';
import { customerEmailOf, newBookingReference } from '../bookings/hand-off';
import { getCatalogue } from '../catalogue';
import type { CountryCode } from '../catalogue/types';
import { BadRequest } from '../product/http';
import { route } from '../services';
import { localeOf } from './activity';
import { checkoutCall } from './calls';
import { deliveryCountry, parseGiftDelivery } from './gift-delivery';
import { giftShippingCost, priceGiftOrder, type GiftAsked } from './gift-pricing';
import { expiresAtOf } from './lifecycle';
import { repriced } from './price-checkout';
import { rememberCheckout } from './store';
import type { CheckoutGiftWire, CheckoutWire, GiftFormat } from './wire';

/**
 * Gift orders (contract §7; issue 23): a box, a gift stay or a gift card, sold as a checkout of kind
 * GIFT and paid like a stay (the traveller is the buyer; payment provider, book). The spec gives no
 * path nor payload: both are the simulator's own.
 *
 * POST {api}/checkout/gift/init.json, JSON body:
 *   { locale, customerEmail?,
 *     gift: { type: 'BOX', code, giftFormat }                       code = the code of that format (…EBOX / …PBOX)
 *         | { type: 'SINGLEVOUCHER', productId, giftFormat, giftNights (1..14), bucket (1..3),
 *             upsell: 'none' | 'availability', subElements: ids (≤ 20, each once) }
 *         | { type: 'GIFTCARD', amount },                          cents, whole euros, 2 000..100 000
 *     personalisation: { fromName: string | null (≤ 40, text only), message: string | null (≤ 180) } }
 * → 201 the checkout (contract §1 fields) with kind 'GIFT', `gift` and the gift's price lines
 *   (gift-pricing.ts): priceInfo { sellPrice, shippingCost, subElementsPrice, availabilityUpsell,
 *   totalPrice = their sum, refPrice null, promoPercentageRounded 0, moneySaved 0, priceType 'GIFT',
 *   nbRooms null, nights = giftNights | null, insuranceAmount 0, no reductions }. A physical gift is
 *   shipped to the site's own country until its delivery says where (delivery call below).
 * Refusals { code, message, field? }: 400 INVALID_BODY / MISSING_PARAMETER / INVALID_PARAMETER (field,
 * e.g. `gift.giftNights`, `personalisation.fromName`) / INVALID_LOCALE; 404 NOT_FOUND; 409
 * GIFT_NOT_SOLD / FORMAT_NOT_SOLD (gift-pricing.ts).
 *
 * POST {api}/checkout/{id}/delivery → the checkout with `gift.delivery` (gift-delivery.ts), its
 * shipping priced for the address's country; 409 NOT_A_GIFT_ORDER on another kind, and the 404 / 410
 * / 409 ALREADY_BOOKED of every checkout call. The other calls on a GIFT checkout (calls.ts, book.ts):
 * traveller unchanged, insurance only null, promo-code and giftcards 409 NOT_FOR_GIFT_ORDERS, book
 * 409 DELIVERY_MISSING without a delivery and issues the gift's code (gift-codes.ts).
 */

type Body = Record<string, unknown>;

const GIFT_TYPES = ['BOX', 'SINGLEVOUCHER', 'GIFTCARD'] as const;
const GIFT_NIGHTS = { min: 1, max: 14 };
const BUCKETS = [1, 2, 3] as const;
const MAX_SUB_ELEMENTS = 20;
const GIFTCARD_AMOUNT = { min: 2_000, max: 100_000 };
const FROM_NAME_MAX = 40;
const MESSAGE_MAX = 180;
/** Part 1 §5 "Only text is expected": letters of any script, spaces, apostrophes, hyphens. */
const TEXT_ONLY = /^[\p{L}\p{M}\s'’-]*$/u;

function required(fields: Body, name: string, field: string): unknown {
  const value = fields[name];
  if (value === undefined || value === null || value === '') throw new ApiError(400, 'MISSING_PARAMETER', `${field} is required`, { field });
  return value;
}

function objectField(fields: Body, name: string): Body {
  const value = required(fields, name, name);
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidField(name, `${name} must be an object`);
  return value as Body;
}

function integerIn(fields: Body, name: string, bounds: { min: number; max: number }): number {
  const value = required(fields, name, `gift.${name}`);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < bounds.min || value > bounds.max) {
    throw invalidField(`gift.${name}`, `gift.${name} must be an integer from ${bounds.min} to ${bounds.max}`);
  }
  return value;
}

function giftFormatOf(fields: Body): GiftFormat {
  const value = required(fields, 'giftFormat', 'gift.giftFormat');
  if (value !== 'digital' && value !== 'physical') throw invalidField('gift.giftFormat', "gift.giftFormat must be 'digital' or 'physical'");
  return value;
}

function subElementsOf(fields: Body): number[] {
  const value = fields.subElements ?? [];
  if (!Array.isArray(value) || value.length > MAX_SUB_ELEMENTS || !value.every((id) => typeof id === 'number' && Number.isInteger(id) && id > 0)) {
    throw invalidField('gift.subElements', `gift.subElements must be at most ${MAX_SUB_ELEMENTS} sub-element ids`);
  }
  if (new Set(value).size !== value.length) throw invalidField('gift.subElements', 'gift.subElements names an id twice');
  return value as number[];
}

function parseGift(body: Body): GiftAsked {
  const gift = objectField(body, 'gift');
  const type = required(gift, 'type', 'gift.type');
  if (typeof type !== 'string' || !(GIFT_TYPES as readonly string[]).includes(type)) throw invalidField('gift.type', `gift.type must be one of ${GIFT_TYPES.join(', ')}`);
  if (type === 'BOX') {
    const code = required(gift, 'code', 'gift.code');
    if (typeof code !== 'string' || code.length > 40) throw invalidField('gift.code', 'gift.code must be a box code');
    return { type, code: code.trim().toUpperCase(), giftFormat: giftFormatOf(gift) };
  }
  if (type === 'SINGLEVOUCHER') {
    const productId = required(gift, 'productId', 'gift.productId');
    if (typeof productId !== 'number' || !Number.isInteger(productId) || productId <= 0) throw invalidField('gift.productId', 'gift.productId must be a positive integer');
    const giftFormat = giftFormatOf(gift);
    const giftNights = integerIn(gift, 'giftNights', GIFT_NIGHTS);
    const bucket = integerIn(gift, 'bucket', { min: BUCKETS[0], max: BUCKETS[BUCKETS.length - 1]! }) as 1 | 2 | 3;
    const upsell = required(gift, 'upsell', 'gift.upsell');
    if (upsell !== 'none' && upsell !== 'availability') throw invalidField('gift.upsell', "gift.upsell must be 'none' or 'availability'");
    return { type, productId, giftFormat, giftNights, bucket, upsell, subElements: subElementsOf(gift) };
  }
  const amount = required(gift, 'amount', 'gift.amount');
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount % 100 !== 0 || amount < GIFTCARD_AMOUNT.min || amount > GIFTCARD_AMOUNT.max) {
    throw invalidField('gift.amount', `gift.amount must be whole euros, in cents, from ${GIFTCARD_AMOUNT.min} to ${GIFTCARD_AMOUNT.max}`);
  }
  return { type: 'GIFTCARD', amount };
}

/** A personalisation text: trimmed, '' → null, at most `max` characters as a person counts them. */
function personalText(fields: Body, name: 'fromName' | 'message', max: number): string | null {
  const value = fields[name];
  if (value === undefined || value === null) return null;
  const field = `personalisation.${name}`;
  if (typeof value !== 'string') throw invalidField(field, `${field} must be a text or null`);
  const trimmed = value.trim();
  if (Array.from(trimmed).length > max) throw invalidField(field, `${field} has at most ${max} characters`);
  if (name === 'fromName' && !TEXT_ONLY.test(trimmed)) throw invalidField(field, `${field} must be text only`);
  return trimmed === '' ? null : trimmed;
}

function parsePersonalisation(body: Body): CheckoutGiftWire['personalisation'] {
  const fields = objectField(body, 'personalisation');
  return { fromName: personalText(fields, 'fromName', FROM_NAME_MAX), message: personalText(fields, 'message', MESSAGE_MAX) };
}

function initGiftCheckout(body: unknown, now: Date = new Date()): Response {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest('INVALID_BODY', 'Expected a JSON object');
  const fields = body as Body;
  const locale = localeOf(fields);
  const customerEmail = customerEmailOf(fields);
  const asked = parseGift(fields);
  const personalisation = parsePersonalisation(fields);
  const priced = priceGiftOrder(getCatalogue(), asked, locale);
  const { lines } = priced;
  const totalPrice = lines.sellPrice + lines.shippingCost + lines.subElementsPrice + lines.availabilityUpsell;

  const id = crypto.randomUUID();
  const checkout: CheckoutWire = repriced({
    id,
    kind: 'GIFT',
    bookingReference: newBookingReference(),
    customerEmail,
    status: 'INITIALIZED',
    createdAt: now.toISOString(),
    expiresAt: expiresAtOf(now),
    locale,
    productId: priced.productId,
    offerId: null,
    label: priced.label,
    hotel: priced.hotel,
    reservationCriteria: null,
    activitySelectionList: [],
    priceInfo: {
      ...lines,
      refPrice: null,
      promoPercentageRounded: 0,
      moneySaved: 0,
      priceType: 'GIFT',
      nbRooms: null,
      nights: priced.gift.giftNights,
      insuranceAmount: 0,
      totalPrice,
      promoCodeReductionAmount: 0,
      giftcards: [],
      remainingAmountToPay: totalPrice,
    },
    localTaxTotalAmount: 0,
    insurance: null,
    cancellationPolicy: null,
    voucher: null,
    traveller: null,
    promoCode: null,
    booking: null,
    activity: null,
    gift: { ...priced.gift, personalisation, delivery: null },
  });
  rememberCheckout({ id, receivedAt: now.toISOString(), fields, checkout });
  return HttpResponse.json(checkout, { status: 201 });
}

/** The gift of a GIFT checkout; 409 NOT_A_GIFT_ORDER for another kind. */
export function giftOf(checkout: CheckoutWire): CheckoutGiftWire {
  if (checkout.kind !== 'GIFT' || !checkout.gift) throw new ApiError(409, 'NOT_A_GIFT_ORDER', `Checkout ${checkout.id} is not a gift order`);
  return checkout.gift;
}

/** The delivery call: the delivery stored, the shipping priced for where it goes. */
function deliveryCall(checkout: CheckoutWire, body: Body): CheckoutWire {
  const gift = giftOf(checkout);
  const delivery = parseGiftDelivery(body, gift.giftFormat, getCatalogue().today);
  const country: CountryCode | undefined = deliveryCountry(delivery) ?? undefined;
  return {
    ...checkout,
    gift: { ...gift, delivery },
    priceInfo: { ...checkout.priceInfo, shippingCost: giftShippingCost(gift, checkout.locale, country) },
  };
}

export const giftCheckoutHandlers = [
  http.post(route('api', '/checkout/gift/init.json'), async ({ request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    return answerApi(() => initGiftCheckout(body));
  }),
  checkoutCall('/delivery', deliveryCall),
];
