import { z } from 'zod';
import { LOCALES } from '@/domain/model/locale';
import { cancellationPolicySchema } from '../product/schemas';

/**
 * Wire shapes of the checkout calls: the insurance offers of a stay and the checkout itself
 * (docs in mocks/checkout/*.ts; the spec names fields, not paths). Prices are integers in cents.
 */

const cents = z.number().int();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const insuranceOfferSchema = z.object({
  id: z.string().min(1),
  sellPrice: cents.nonnegative(),
  cancellationPolicy: cancellationPolicySchema.nullish(),
});

export const insuranceOffersSchema = z.object({
  weekendId: z.number().int().nullish(),
  insuranceOffers: z.array(insuranceOfferSchema),
});
export type InsuranceOffersWire = z.infer<typeof insuranceOffersSchema>;

/** The payment methods of the provider (the checkout contract, mocks/payments). */
export const paymentMethodSchema = z.enum(['card', 'paypal', 'alma_3x', 'alma_4x', 'alma_later']);

/** The traveller's details as the API keeps them (validated by the API too). */
export const travellerSchema = z.object({
  civility: z.enum(['MR', 'MRS']),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  email: z.string().min(3),
  phone: z.string().min(1),
  postalCode: z.string().min(1).max(20),
  country: z.string().length(2),
});

/** An activity voucher checkout's order (mocks/checkout/activity.ts, contract §5). */
export const checkoutActivitySchema = z.object({
  productId: z.number().int().positive(),
  label: z.string(),
  participants: z.number().int().positive(),
  customType: z.enum(['OWN_USE', 'GIFT']),
  validityMonths: z.number().int().positive(),
});

const personName = z.string().min(1).max(60);

/** A gift order's delivery (contract §7): an e-mail on a day, or a parcel to an address. */
export const giftDeliverySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('digital'),
    recipient: z.enum(['me', 'someone']),
    recipientName: z.string().nullish(),
    recipientEmail: z.string().nullish(),
    sendOn: isoDay,
  }),
  z.object({
    kind: z.literal('physical'),
    address: z.object({ firstName: personName, lastName: personName, street: z.string().min(1), postalCode: z.string().min(1).max(20), city: z.string().min(1), country: z.string().length(2) }),
    estimate: z.object({ from: isoDay, to: isoDay }),
  }),
]);

/** What a gift order sells (kind GIFT, contract §7): a box, a gift stay or a gift card. */
export const checkoutGiftSchema = z.object({
  type: z.enum(['BOX', 'SINGLEVOUCHER', 'GIFTCARD']),
  giftFormat: z.enum(['digital', 'physical']),
  code: z.string().min(1).nullish(),
  digitalCode: z.string().min(1).nullish(),
  productId: z.number().int().positive().nullish(),
  giftNights: z.number().int().positive().nullish(),
  bucket: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullish(),
  upsell: z.enum(['none', 'availability']).nullish(),
  subElements: z.array(z.object({ id: z.number().int(), name: z.string(), price: cents.nonnegative() })).nullish(),
  personalisation: z.object({ fromName: z.string().nullish(), message: z.string().nullish() }).nullish(),
  validityMonths: z.number().int().positive(),
  people: z.number().int().positive().nullish(),
  voucherValue: cents.nonnegative(),
  delivery: giftDeliverySchema.nullish(),
});

export const checkoutSchema = z.object({
  id: z.string().min(1),
  /** A stay, or an activity voucher; absent from older checkouts (stays). */
  kind: z.enum(['STAY', 'ACTIVITY', 'MODIFICATION', 'GIFT']).nullish(),
  /** A change of dates (kind MODIFICATION, contract §6): the booking it changes and its previous dates. */
  modification: z
    .object({ bookingReference: z.string().regex(/^\d{8}$/), previous: z.object({ checkin: isoDay, nights: z.number().int().positive() }) })
    .nullish(),
  /** The 8-digit reference the visitor finds the booking by (mocks/bookings); absent from older checkouts. */
  bookingReference: z.string().regex(/^\d{8}$/).nullish(),
  status: z.string().nullish(),
  createdAt: z.string().nullish(),
  locale: z.enum(LOCALES),
  /** Null for a gift order of a box or a gift card (contract §7). */
  productId: z.number().int().nullish(),
  /** Null for an activity voucher. */
  offerId: z.number().int().nullish(),
  label: z.string().nullish(),
  hotel: z.object({ id: z.number().int(), uri: z.string().nullish(), label: z.string() }).nullish(),
  reservationCriteria: z.object({
    checkin: isoDay,
    checkout: isoDay.nullish(),
    nights: z.number().int().positive(),
    adult: z.number().int().positive(),
    child: z.number().int().nonnegative(),
    baby: z.number().int().nonnegative(),
  })
    .nullish(),
  /** The activity voucher sold (kind ACTIVITY). */
  activity: checkoutActivitySchema.nullish(),
  /** The gift sold (kind GIFT); its price lines are priceInfo's shippingCost, subElementsPrice and availabilityUpsell. */
  gift: checkoutGiftSchema.nullish(),
  activitySelectionList: z.array(z.object({ activityId: z.number().int(), date: isoDay })).nullish(),
  priceInfo: z.object({
    sellPrice: cents,
    refPrice: cents.nullish(),
    promoPercentageRounded: z.number().nullish(),
    moneySaved: cents.nullish(),
    priceType: z.string().nullish(),
    nbRooms: z.number().int().positive().nullish(),
    nights: z.number().int().positive().nullish(),
    insuranceAmount: cents.nullish(),
    totalPrice: cents.nullish(),
    remainingAmountToPay: cents.nullish(),
    /** The promo code's reduction (0 without a code). */
    promoCodeReductionAmount: cents.nonnegative().nullish(),
    /** Gift cards redeemed on this checkout, each with what it pays. */
    giftcards: z.array(z.object({ serialNumber: z.string().min(1), usedAmount: cents.nonnegative() })).nullish(),
    /** A gift order's price lines (contract §7): totalPrice is their sum with sellPrice. */
    shippingCost: cents.nonnegative().nullish(),
    subElementsPrice: cents.nonnegative().nullish(),
    availabilityUpsell: cents.nonnegative().nullish(),
  }),
  localTaxTotalAmount: cents.nullish(),
  insurance: insuranceOfferSchema.nullish(),
  cancellationPolicy: cancellationPolicySchema.nullish(),
  /** The beneficiary's voucher the checkout redeems (mocks/checkout/checkout.ts voucherCode). */
  voucher: z
    .object({
      code: z.string().min(1),
      /** A gift stay's voucher (contract §7) has no box: null, and names its product instead. */
      boxCode: z.string().min(1).nullish(),
      type: z.enum(['BOX', 'SINGLEVOUCHER']).nullish(),
      productId: z.number().int().positive().nullish(),
      value: cents.nonnegative(),
    })
    .nullish(),
  /** When the checkout stops taking calls (410 CHECKOUT_EXPIRED after it, unless booked). */
  expiresAt: z.string().nullish(),
  /** Past expiresAt (and not booked): the checkout can only be read, no longer changed nor booked. */
  expired: z.boolean().nullish(),
  traveller: travellerSchema.nullish(),
  promoCode: z.object({ code: z.string().min(1), reductionAmount: cents.nonnegative() }).nullish(),
  /** Set once the checkout is booked (POST …/book). */
  booking: z
    .object({
      reference: z.string().regex(/^\d{8}$/),
      status: z.string(),
      confirmedAt: z.string(),
      paymentId: z.string().nullable(),
      paidAmount: cents.nonnegative(),
      paymentMethod: paymentMethodSchema.nullable(),
      /** The code an activity voucher or a gift order issued, and its last valid day (kinds ACTIVITY, GIFT). */
      voucherCode: z.string().min(1).nullish(),
      validUntil: isoDay.nullish(),
    })
    .nullish(),
});
export type CheckoutWire = z.infer<typeof checkoutSchema>;
