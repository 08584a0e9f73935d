import { giftcardOf } from '../giftcards';
import { checkPromoCode } from './promo-codes';
import { applyReductions } from './reductions';
import type { CheckoutWire } from './wire';

/**
 * The price of an unbooked checkout as it stands now: totalPrice = sellPrice + insuranceAmount (a
 * gift order: sellPrice + shippingCost + subElementsPrice + availabilityUpsell, part 2 §9), then
 * the reductions of reductions.ts with the gift cards' balances of this moment (another booking may
 * have spent a card since it was added). A promo code whose minimum the total no longer reaches (a
 * cheaper insurance chosen since) is dropped, as a shop's basket drops a coupon that stops applying.
 * A booked checkout is never re-priced: its price is what was paid. Nor is a change of dates (kind
 * MODIFICATION): what it costs is the modification rule's amount due (mocks/bookings/modification.ts).
 */
export function repriced(checkout: CheckoutWire): CheckoutWire {
  if (checkout.status === 'BOOKED' || checkout.kind === 'MODIFICATION') return checkout;
  const { priceInfo } = checkout;
  const totalPrice = priceInfo.sellPrice + priceInfo.insuranceAmount + (priceInfo.shippingCost ?? 0) + (priceInfo.subElementsPrice ?? 0) + (priceInfo.availabilityUpsell ?? 0);
  const promo = checkout.promoCode ? checkPromoCode(checkout.promoCode.code, totalPrice) : null;
  const promoCode = promo !== null && !('refusal' in promo) ? promo : null;
  const cards = priceInfo.giftcards.map((use) => ({ serialNumber: use.serialNumber, balance: giftcardOf(use.serialNumber)?.balance ?? 0 }));
  const reductions = applyReductions(totalPrice, promoCode?.reductionAmount ?? 0, cards, checkout.voucher?.value ?? 0);
  return { ...checkout, promoCode, priceInfo: { ...priceInfo, totalPrice, ...reductions } };
}
