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

export const checkoutSchema = z.object({
  id: z.string().min(1),
  /** The 8-digit reference the visitor finds the booking by (mocks/bookings); absent from older checkouts. */
  bookingReference: z.string().regex(/^\d{8}$/).nullish(),
  status: z.string().nullish(),
  createdAt: z.string().nullish(),
  locale: z.enum(LOCALES),
  productId: z.number().int(),
  offerId: z.number().int(),
  label: z.string().nullish(),
  hotel: z.object({ id: z.number().int(), uri: z.string().nullish(), label: z.string() }).nullish(),
  reservationCriteria: z.object({
    checkin: isoDay,
    checkout: isoDay.nullish(),
    nights: z.number().int().positive(),
    adult: z.number().int().positive(),
    child: z.number().int().nonnegative(),
    baby: z.number().int().nonnegative(),
  }),
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
  }),
  localTaxTotalAmount: cents.nullish(),
  insurance: insuranceOfferSchema.nullish(),
  cancellationPolicy: cancellationPolicySchema.nullish(),
  /** The beneficiary's voucher the checkout redeems (mocks/checkout/checkout.ts voucherCode). */
  voucher: z.object({ code: z.string().min(1), boxCode: z.string().min(1), value: cents.nonnegative() }).nullish(),
});
export type CheckoutWire = z.infer<typeof checkoutSchema>;
