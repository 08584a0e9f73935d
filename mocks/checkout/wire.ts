import type { LocaleCode } from '../catalogue/types';
import type { cancellationWire } from '../product/wire';
import type { CheckoutVoucherWire } from '../vouchers/checkout';
import type { InsuranceOfferWire } from './insurance';

/**
 * The checkout answer of contract §1 (every checkout call answers it whole). Amounts in cents.
 * kind 'STAY' is a stay (hotel, dates, guests); kind 'ACTIVITY' an activity voucher (contract §5,
 * mocks/checkout/activity.ts): no hotel, offer, dates, insurance nor cancellation policy, but
 * `activity`; kind 'GIFT' a gift order (contract §7, mocks/checkout/gift.ts): a box, a gift stay or a
 * gift card, with `gift` and the gift's own price lines.
 */
export type CheckoutStatus = 'INITIALIZED' | 'DETAILS_COMPLETED' | 'BOOKED';

export interface Traveller {
  civility: 'MR' | 'MRS';
  firstName: string;
  lastName: string;
  email: string;
  /** E.164, '+33612345678'. */
  phone: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
}

export interface GiftcardUse {
  serialNumber: string;
  usedAmount: number;
}

export interface PriceInfoWire {
  sellPrice: number;
  /** Null for a gift order (a gift has no reference price to save on). */
  refPrice: number | null;
  promoPercentageRounded: number;
  moneySaved: number;
  priceType: 'FINAL_PRICE' | 'BENEFICIARY' | 'GIFT';
  /** 1 for a stay; null for an activity voucher (no room, no night). */
  nbRooms: 1 | null;
  nights: number | null;
  insuranceAmount: number;
  totalPrice: number;
  promoCodeReductionAmount: number;
  giftcards: GiftcardUse[];
  remainingAmountToPay: number;
  /** A gift order's price lines (kind GIFT only): totalPrice = sellPrice + these three. */
  shippingCost?: number;
  subElementsPrice?: number;
  availabilityUpsell?: number;
}

export type PaymentMethodName = 'card' | 'paypal' | 'alma_3x' | 'alma_4x' | 'alma_later';

export interface BookingWire {
  reference: string;
  status: 'CONFIRMED';
  confirmedAt: string;
  paymentId: string | null;
  paidAmount: number;
  paymentMethod: PaymentMethodName | null;
  /** The code a voucher-selling order issued (ACTIVITY 'AV…', GIFT 'EB…' / 'SV…' / 'GC-…') and its last valid day; null for a stay. */
  voucherCode: string | null;
  validUntil: string | null;
}

/** What an activity voucher checkout sells (contract §5). */
export interface CheckoutActivityWire {
  productId: number;
  label: string;
  participants: number;
  customType: 'OWN_USE' | 'GIFT';
  validityMonths: 12;
}

export type GiftOrderType = 'BOX' | 'SINGLEVOUCHER' | 'GIFTCARD';
export type GiftFormat = 'digital' | 'physical';

export interface GiftAddressWire {
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
  /** A country of the shipping-costs table (FR BE NL IT ES). */
  country: string;
}

export type GiftDeliveryWire =
  | { kind: 'digital'; recipient: 'me' | 'someone'; recipientName: string | null; recipientEmail: string | null; sendOn: string }
  | { kind: 'physical'; address: GiftAddressWire; estimate: { from: string; to: string } };

/** What a gift order sells (contract §7). */
export interface CheckoutGiftWire {
  type: GiftOrderType;
  giftFormat: GiftFormat;
  /** BOX: the ordered format's code; else null. */
  code: string | null;
  /** BOX: the digital (…EBOX) code, the box its voucher redeems; else null. */
  digitalCode: string | null;
  /** SINGLEVOUCHER: the stay offered; else null. */
  productId: number | null;
  giftNights: number | null;
  bucket: 1 | 2 | 3 | null;
  upsell: 'none' | 'availability' | null;
  subElements: Array<{ id: number; name: string; price: number }>;
  personalisation: { fromName: string | null; message: string | null };
  validityMonths: number;
  people: number | null;
  /** What the issued voucher or card is worth, cents. */
  voucherValue: number;
  delivery: GiftDeliveryWire | null;
}

export type ReservationCriteriaWire = { checkin: string; checkout: string; nights: number; adult: number; child: number; baby: number };

export interface CheckoutWire {
  id: string;
  /** MODIFICATION: a change of dates of a booked stay, paid like a stay (mocks/bookings/modification.ts, contract §6); GIFT: a gift order (gift.ts, §7). */
  kind: 'STAY' | 'ACTIVITY' | 'MODIFICATION' | 'GIFT';
  bookingReference: string;
  customerEmail: string | null;
  status: CheckoutStatus;
  createdAt: string;
  expiresAt: string;
  locale: LocaleCode;
  /** Null for a gift order of a box or a gift card (no product page). */
  productId: number | null;
  /** The stay's offer; null for an activity voucher. */
  offerId: number | null;
  /** Null for a gift card order. */
  label: string | null;
  hotel: { id: number; uri: string; label: string } | null;
  /** The stay's dates and guests; null for an activity voucher. */
  reservationCriteria: ReservationCriteriaWire | null;
  activitySelectionList: Array<{ activityId: number; date: string }>;
  priceInfo: PriceInfoWire;
  localTaxTotalAmount: number;
  insurance: InsuranceOfferWire | null;
  cancellationPolicy: ReturnType<typeof cancellationWire> | InsuranceOfferWire['cancellationPolicy'] | null;
  voucher: CheckoutVoucherWire | null;
  traveller: Traveller | null;
  promoCode: { code: string; reductionAmount: number } | null;
  booking: BookingWire | null;
  /** The activity voucher sold (kind ACTIVITY); null for a stay. */
  activity: CheckoutActivityWire | null;
  /** The gift sold (kind GIFT); absent or null otherwise. */
  gift?: CheckoutGiftWire | null;
  /** A change of dates (kind MODIFICATION): the booking it changes and the dates it had; absent otherwise. */
  modification?: { bookingReference: string; previous: { checkin: string; nights: number } } | null;
  /** A booked stay's changes of dates, oldest first (mocks/bookings/modification.ts); absent before the first. */
  modifications?: Array<{ modifiedAt: string; previous: { checkin: string; nights: number }; checkoutId: string; amountPaid: number }>;
}
