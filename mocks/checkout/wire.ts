import type { LocaleCode } from '../catalogue/types';
import type { cancellationWire } from '../product/wire';
import type { CheckoutVoucherWire } from '../vouchers/checkout';
import type { InsuranceOfferWire } from './insurance';

/**
 * The checkout answer of contract §1 (every checkout call answers it whole). Amounts in cents.
 * kind 'STAY' is a stay (hotel, dates, guests); kind 'ACTIVITY' an activity voucher (contract §5,
 * mocks/checkout/activity.ts): no hotel, offer, dates, insurance nor cancellation policy, but
 * `activity`.
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
  refPrice: number;
  promoPercentageRounded: number;
  moneySaved: number;
  priceType: 'FINAL_PRICE' | 'BENEFICIARY';
  /** 1 for a stay; null for an activity voucher (no room, no night). */
  nbRooms: 1 | null;
  nights: number | null;
  insuranceAmount: number;
  totalPrice: number;
  promoCodeReductionAmount: number;
  giftcards: GiftcardUse[];
  remainingAmountToPay: number;
}

export type PaymentMethodName = 'card' | 'paypal' | 'alma_3x' | 'alma_4x' | 'alma_later';

export interface BookingWire {
  reference: string;
  status: 'CONFIRMED';
  confirmedAt: string;
  paymentId: string | null;
  paidAmount: number;
  paymentMethod: PaymentMethodName | null;
  /** An activity voucher's code ('AV' + 8 characters) and last valid day; null for a stay. */
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

export type ReservationCriteriaWire = { checkin: string; checkout: string; nights: number; adult: number; child: number; baby: number };

export interface CheckoutWire {
  id: string;
  /** MODIFICATION: a change of dates of a booked stay, paid like a stay (mocks/bookings/modification.ts, contract §6). */
  kind: 'STAY' | 'ACTIVITY' | 'MODIFICATION';
  bookingReference: string;
  customerEmail: string | null;
  status: CheckoutStatus;
  createdAt: string;
  expiresAt: string;
  locale: LocaleCode;
  productId: number;
  /** The stay's offer; null for an activity voucher. */
  offerId: number | null;
  label: string;
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
  /** A change of dates (kind MODIFICATION): the booking it changes and the dates it had; absent otherwise. */
  modification?: { bookingReference: string; previous: { checkin: string; nights: number } } | null;
  /** A booked stay's changes of dates, oldest first (mocks/bookings/modification.ts); absent before the first. */
  modifications?: Array<{ modifiedAt: string; previous: { checkin: string; nights: number }; checkoutId: string; amountPaid: number }>;
}
