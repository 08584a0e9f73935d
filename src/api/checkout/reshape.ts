import type { z } from 'zod';
import { quotePromo } from '@/domain/cards/promo';
import type { Checkout, CheckoutGift, GiftDelivery, InsuranceOffer } from '@/domain/model/checkout';
import { toCancellationPolicy } from '../product/reshape';
import type { CheckoutWire, insuranceOfferSchema, InsuranceOffersWire } from './schemas';

/** Pure wire → domain functions of the checkout calls. Prices stay in cents. */

const toInsuranceOffer = (wire: z.infer<typeof insuranceOfferSchema>): InsuranceOffer => ({
  id: wire.id,
  sellPrice: wire.sellPrice,
  cancellationPolicy: toCancellationPolicy(wire.cancellationPolicy),
});

export const toInsuranceOffers = (wire: InsuranceOffersWire): InsuranceOffer[] => wire.insuranceOffers.map(toInsuranceOffer);

function toGiftDelivery(wire: NonNullable<NonNullable<CheckoutWire['gift']>['delivery']>): GiftDelivery {
  if (wire.kind === 'physical') return { kind: 'physical', address: { ...wire.address }, estimate: { ...wire.estimate } };
  return { kind: 'digital', recipient: wire.recipient, recipientName: wire.recipientName ?? null, recipientEmail: wire.recipientEmail ?? null, sendOn: wire.sendOn };
}

/** A gift order's gift, with its price lines read from priceInfo (the API's, never recomputed here). */
function toCheckoutGift(gift: NonNullable<CheckoutWire['gift']>, price: CheckoutWire['priceInfo']): CheckoutGift {
  // '' and missing are the same: nothing personalised.
  const text = (value: string | null | undefined) => (value && value.trim() !== '' ? value : null);
  return {
    type: gift.type,
    giftFormat: gift.giftFormat,
    code: gift.code ?? null,
    digitalCode: gift.digitalCode ?? null,
    productId: gift.productId ?? null,
    giftNights: gift.giftNights ?? null,
    bucket: gift.bucket ?? null,
    upsell: gift.upsell ?? null,
    subElements: (gift.subElements ?? []).map((element) => ({ ...element })),
    personalisation: { fromName: text(gift.personalisation?.fromName), message: text(gift.personalisation?.message) },
    validityMonths: gift.validityMonths,
    people: gift.people ?? null,
    voucherValue: gift.voucherValue,
    amounts: {
      sellPrice: price.sellPrice,
      shippingCost: price.shippingCost ?? 0,
      subElementsPrice: price.subElementsPrice ?? 0,
      availabilityUpsell: price.availabilityUpsell ?? 0,
    },
    delivery: gift.delivery ? toGiftDelivery(gift.delivery) : null,
  };
}

export function toCheckout(wire: CheckoutWire): Checkout {
  const price = wire.priceInfo;
  const criteria = wire.reservationCriteria;
  const insuranceAmount = price.insuranceAmount ?? wire.insurance?.sellPrice ?? 0;
  const refPrice = price.refPrice ?? null;
  const totalPrice = price.totalPrice ?? price.sellPrice + insuranceAmount;
  return {
    id: wire.id,
    kind: wire.kind ?? 'STAY',
    modification: wire.modification ? { bookingReference: wire.modification.bookingReference, previous: { ...wire.modification.previous } } : null,
    bookingReference: wire.bookingReference ?? null,
    status: wire.status ?? 'INITIALIZED',
    createdAt: wire.createdAt ?? null,
    locale: wire.locale,
    productId: wire.productId ?? null,
    offerId: wire.offerId ?? null,
    label: wire.label ?? null,
    hotel: wire.hotel ? { id: wire.hotel.id, uri: wire.hotel.uri ?? null, label: wire.hotel.label } : null,
    reservation: criteria ? { ...criteria, checkout: criteria.checkout ?? null } : null,
    activity: wire.activity ? { ...wire.activity } : null,
    gift: wire.gift ? toCheckoutGift(wire.gift, price) : null,
    activityDates: (wire.activitySelectionList ?? []).map((choice) => ({ ...choice })),
    price: {
      sellPrice: price.sellPrice,
      refPrice,
      // The summary shows the quote's figures, so the quote's promo threshold applies.
      promo: quotePromo(price.promoPercentageRounded),
      moneySaved: price.moneySaved ?? Math.max(0, (refPrice ?? price.sellPrice) - price.sellPrice),
      nbRooms: price.nbRooms ?? 1,
      nights: price.nights ?? criteria?.nights ?? 0,
      insuranceAmount,
      totalPrice,
      localTaxTotalAmount: wire.localTaxTotalAmount ?? null,
      promoCodeReductionAmount: price.promoCodeReductionAmount ?? 0,
      giftcards: (price.giftcards ?? []).map((card) => ({ ...card })),
      remainingAmountToPay: price.remainingAmountToPay ?? totalPrice,
    },
    insurance: wire.insurance ? toInsuranceOffer(wire.insurance) : null,
    cancellationPolicy: toCancellationPolicy(wire.cancellationPolicy),
    voucher: wire.voucher
      ? {
          code: wire.voucher.code,
          boxCode: wire.voucher.boxCode ?? null,
          value: wire.voucher.value,
          remainingAmountToPay: price.remainingAmountToPay ?? Math.max(0, totalPrice - wire.voucher.value),
        }
      : null,
    expiresAt: wire.expiresAt ?? null,
    expired: wire.expired ?? false,
    traveller: wire.traveller ? { ...wire.traveller } : null,
    promoCode: wire.promoCode ? { ...wire.promoCode } : null,
    booking: wire.booking ? { ...wire.booking, voucherCode: wire.booking.voucherCode ?? null, validUntil: wire.booking.validUntil ?? null } : null,
  };
}
