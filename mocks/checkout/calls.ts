import { http, HttpResponse } from 'msw';
import { ApiError, answerApi, invalidField, objectBody } from '../api-error';
import { getCatalogue } from '../catalogue';
import { giftcardOf, normalisedSerial } from '../giftcards';
import type { Pax } from '../product/http';
import { evaluateStay, packageById } from '../product/stay';
import { cancellationWire } from '../product/wire';
import { route } from '../services';
import { chosenInsurance } from './checkout';
import { insuranceOffersOf } from './insurance';
import { editableCheckout, saveCheckout } from './lifecycle';
import { repriced } from './price-checkout';
import { promoCodeOrRefusal } from './promo-codes';
import { parseTraveller } from './traveller';
import type { CheckoutWire } from './wire';

/**
 * The calls that fill a checkout in before it is booked (contract §1). Each answers 200 the whole
 * checkout, re-priced (price-checkout.ts); 404 for an unknown id, 410 CHECKOUT_EXPIRED past its
 * expiresAt, 409 ALREADY_BOOKED (with `booking`) once booked; then 400 for a bad body:
 *   POST {api}/checkout/{id}/traveller          { civility, firstName, lastName, email, phone, postalCode, country }
 *        → stores it (traveller.ts), status DETAILS_COMPLETED; 400 INVALID_PARAMETER + field
 *   POST {api}/checkout/{id}/insurance          { insuranceOfferId: string | null }   null = the included cover
 *        → the stay's insurance offers priced as at init; 400 UNKNOWN_INSURANCE_OFFER (any id on an
 *          activity voucher checkout, which has none)
 *   POST {api}/checkout/{id}/promo-code         { code: string | null }   null removes it
 *        → 400 INVALID_PROMO_CODE / PROMO_CODE_MINIMUM_NOT_REACHED (promo-codes.ts)
 *   POST {api}/checkout/{id}/giftcards          { serialNumber }   adds a card (usedAmount = min(balance, remaining))
 *        → 400 GIFTCARD_INVALID (unknown), GIFTCARD_EMPTY (balance 0), GIFTCARD_ALREADY_APPLIED
 *   POST {api}/checkout/{id}/giftcards/remove   { serialNumber }   removes it; a card that was not applied
 *        → 200 unchanged (removing is idempotent, like a retried request)
 * On a gift order (kind GIFT, contract §7) the promo-code and gift card calls answer 409
 * NOT_FOR_GIFT_ORDERS (a gift card does not buy a gift; promo codes are for stays); its delivery call
 * is gift.ts's.
 * Fault injection reaches each of them (mocks/faults.ts, e.g. path '/traveller').
 */

type Body = Record<string, unknown>;

function travellerCall(checkout: CheckoutWire, body: Body): CheckoutWire {
  return { ...checkout, traveller: parseTraveller(body), status: 'DETAILS_COMPLETED' };
}

function insuranceCall(checkout: CheckoutWire, body: Body): CheckoutWire {
  const id = body.insuranceOfferId;
  if (id !== null && (typeof id !== 'string' || id === '')) throw invalidField('insuranceOfferId', 'insuranceOfferId must be an insurance offer id or null');
  // An activity voucher has no cover to buy: only null (nothing) is accepted.
  if (checkout.offerId === null || checkout.reservationCriteria === null) return { ...checkout, insurance: chosenInsurance([], id) };
  const catalogue = getCatalogue();
  const offer = packageById(catalogue, checkout.offerId);
  const { checkin, nights, adult, child, baby } = checkout.reservationCriteria;
  const pax: Pax = { adult, child, baby };
  // Offers are priced on the stay's own price, as init-checkout prices them (a price drift aside).
  const stay = evaluateStay(catalogue, offer, checkin, nights, pax);
  const offers = stay.bookable ? insuranceOffersOf(catalogue, offer, checkin, stay.sellPrice, checkout.locale) : [];
  const insurance = chosenInsurance(offers, id);
  return {
    ...checkout,
    insurance,
    priceInfo: { ...checkout.priceInfo, insuranceAmount: insurance?.sellPrice ?? 0 },
    cancellationPolicy: insurance?.cancellationPolicy ?? cancellationWire(catalogue, offer, checkin, checkout.locale),
  };
}

function refuseGiftOrder(checkout: CheckoutWire): void {
  if (checkout.kind === 'GIFT') throw new ApiError(409, 'NOT_FOR_GIFT_ORDERS', 'Promo codes and gift cards do not apply to a gift order');
}

function promoCodeCall(checkout: CheckoutWire, body: Body): CheckoutWire {
  refuseGiftOrder(checkout);
  const code = body.code;
  if (code === null) return { ...checkout, promoCode: null };
  if (typeof code !== 'string') throw invalidField('code', 'code must be a string or null');
  return { ...checkout, promoCode: promoCodeOrRefusal(code, checkout.priceInfo.totalPrice) };
}

function serialOf(body: Body): string {
  const serial = body.serialNumber;
  if (typeof serial !== 'string' || serial.trim() === '' || serial.length > 100) throw invalidField('serialNumber', 'serialNumber must be a gift card number');
  return normalisedSerial(serial);
}

function addGiftcardCall(checkout: CheckoutWire, body: Body): CheckoutWire {
  refuseGiftOrder(checkout);
  const card = giftcardOf(serialOf(body));
  if (card === null) throw new ApiError(400, 'GIFTCARD_INVALID', 'No gift card with this number', { field: 'serialNumber' });
  if (checkout.priceInfo.giftcards.some((use) => use.serialNumber === card.serialNumber)) {
    throw new ApiError(400, 'GIFTCARD_ALREADY_APPLIED', `Gift card ${card.serialNumber} is already applied`, { field: 'serialNumber' });
  }
  if (card.balance <= 0) throw new ApiError(400, 'GIFTCARD_EMPTY', `Gift card ${card.serialNumber} has no balance left`, { field: 'serialNumber' });
  return { ...checkout, priceInfo: { ...checkout.priceInfo, giftcards: [...checkout.priceInfo.giftcards, { serialNumber: card.serialNumber, usedAmount: 0 }] } };
}

function removeGiftcardCall(checkout: CheckoutWire, body: Body): CheckoutWire {
  refuseGiftOrder(checkout);
  const serial = serialOf(body);
  return { ...checkout, priceInfo: { ...checkout.priceInfo, giftcards: checkout.priceInfo.giftcards.filter((use) => use.serialNumber !== serial) } };
}

/** One checkout call: load (404/410/409), read the JSON body, change, re-price, keep, answer. */
export function checkoutCall(path: string, change: (checkout: CheckoutWire, body: Body) => CheckoutWire) {
  return http.post(route('api', `/checkout/:id${path}`), async ({ request, params }) => {
    const body: unknown = await request.json().catch(() => undefined);
    return answerApi(() => {
      const checkout = editableCheckout(String(params.id ?? ''), new Date());
      return HttpResponse.json(saveCheckout(repriced(change(checkout, objectBody(body)))));
    });
  });
}

export const checkoutCallHandlers = [
  checkoutCall('/traveller', travellerCall),
  checkoutCall('/insurance', insuranceCall),
  checkoutCall('/promo-code', promoCodeCall),
  checkoutCall('/giftcards', addGiftcardCall),
  checkoutCall('/giftcards/remove', removeGiftcardCall),
];
