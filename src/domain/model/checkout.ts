import type { Locale } from './locale';
import type { CancellationPolicy } from './product';
import type { ReservationCriteria } from './quote';

/**
 * Insurance and checkout of a stay (part 1 §2, §3; part 2 §3, §4, §8). Prices are integers in
 * cents; days are ISO 'yyyy-MM-dd'.
 */

/** One choice of the insurance or cancellation offer list: a sellPrice of 0 is shown as Included (part 1 §3). */
export interface InsuranceOffer {
  id: string;
  sellPrice: number;
  cancellationPolicy: CancellationPolicy | null;
}

/** An activity's chosen day. */
export interface CheckoutActivityDate {
  activityId: number;
  date: string;
}

export interface CheckoutPrice {
  /** The stay's price: the quote's sellPrice for the same offer, dates and guests. */
  sellPrice: number;
  refPrice: number | null;
  /** Promo percent after the quote threshold (0 = no badge), as the quote shows it. */
  promo: number;
  moneySaved: number;
  nbRooms: number;
  nights: number;
  /** The chosen insurance's price (0 without one or with the included offer). */
  insuranceAmount: number;
  /** sellPrice + insuranceAmount: what the booking costs. */
  totalPrice: number;
  /** The local tax, paid at the hotel (not in totalPrice); null when unknown. */
  localTaxTotalAmount: number | null;
  /** What the promo code takes off (0 without one). */
  promoCodeReductionAmount: number;
  /** Gift cards redeemed, each with what it pays. */
  giftcards: CheckoutGiftCard[];
  /** What the traveller still pays once promo code, gift cards and voucher are taken off (cents, ≥ 0). */
  remainingAmountToPay: number;
}

export interface CheckoutGiftCard {
  serialNumber: string;
  usedAmount: number;
}

/** The provider's payment methods (the checkout contract). */
export type CheckoutPaymentMethod = 'card' | 'paypal' | 'alma_3x' | 'alma_4x' | 'alma_later';

export type Civility = 'MR' | 'MRS';

/** Who travels: what the booking step asks (part 1 §5, part 2 §5), as the API keeps it. */
export interface Traveller {
  civility: Civility;
  firstName: string;
  lastName: string;
  email: string;
  /** E.164, e.g. '+33612345678'. */
  phone: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** A booked checkout's booking. */
export interface CheckoutBooking {
  reference: string;
  status: string;
  confirmedAt: string;
  paymentId: string | null;
  /** What the traveller paid for it (the remaining amount at booking time), cents. */
  paidAmount: number;
  paymentMethod: CheckoutPaymentMethod | null;
  /** An activity voucher's code, issued by its booking; null for a stay. */
  voucherCode: string | null;
  /** The voucher's last valid day (ISO), 12 months after its purchase; null for a stay. */
  validUntil: string | null;
}

/** What an activity voucher checkout sells (part 2 §2 activity checkout, §3 activity voucher). */
export interface CheckoutActivity {
  /** The activity-only product. */
  productId: number;
  label: string;
  participants: number;
  /** Bought for oneself (customType=OWN_USE) or to offer. */
  customType: 'OWN_USE' | 'GIFT';
  /** How long the voucher is valid once bought (part 2 §9: 12 months). */
  validityMonths: number;
}

/**
 * A stay, or an activity voucher (no hotel, dates, insurance nor cancellation terms), or a change of
 * dates of a booked stay (MODIFICATION: the new stay, paid like a stay, contract §6).
 */
export type CheckoutKind = 'STAY' | 'ACTIVITY' | 'MODIFICATION' | 'GIFT';

/** What a MODIFICATION checkout changes: the booking (its reference) and the dates it had. */
export interface CheckoutModification {
  bookingReference: string;
  previous: { checkin: string; nights: number };
}

export type CheckoutStatus = 'INITIALIZED' | 'DETAILS_COMPLETED' | 'BOOKED';

/** An initialised checkout, as the booking summary reads it back by id. */
export interface Checkout {
  id: string;
  kind: CheckoutKind;
  /** The 8 digits the visitor finds the booking by later (the booking lookup); null when the API gave none. */
  bookingReference?: string | null;
  status: string;
  createdAt: string | null;
  locale: Locale;
  /** The product page the booking started from; null for a gift order of a box or a gift card (no product). */
  productId: number | null;
  /** The offer (weekend id) booked; null for an activity voucher. */
  offerId: number | null;
  label: string | null;
  hotel: { id: number; uri: string | null; label: string } | null;
  /** The stay's dates and guests; null for an activity voucher. */
  reservation: ReservationCriteria | null;
  /** The activity voucher sold; null for a stay. */
  activity: CheckoutActivity | null;
  /** A gift order (kind GIFT, contract §7): the box, gift stay or gift card sold; null (or absent) otherwise. */
  gift?: CheckoutGift | null;
  /** A change of dates (kind MODIFICATION): the booking it changes; null (or absent) otherwise. */
  modification?: CheckoutModification | null;
  activityDates: CheckoutActivityDate[];
  price: CheckoutPrice;
  insurance: InsuranceOffer | null;
  cancellationPolicy: CancellationPolicy | null;
  /** The gift-box voucher a beneficiary redeems with this booking; null for an ordinary booking. */
  voucher?: CheckoutVoucher | null;
  expiresAt: string | null;
  /** Too old to change or book (the API's answer); the stay can still be shown and started again. */
  expired: boolean;
  traveller: Traveller | null;
  promoCode: { code: string; reductionAmount: number } | null;
  booking: CheckoutBooking | null;
}

/** A redeemed voucher on a checkout: its code, its box, its value and what remains to pay (cents). */
export interface CheckoutVoucher {
  code: string;
  /** The box it comes from; null for a gift stay's voucher (contract §7). */
  boxCode: string | null;
  value: number;
  remainingAmountToPay: number;
}

/** What a gift order sells (contract §7; part 1 §3 gift product types, part 2 §3 gift voucher). */
export type GiftOrderType = 'BOX' | 'SINGLEVOUCHER' | 'GIFTCARD';

/** A digital gift: sent by e-mail to the buyer ('me') or to the recipient, on a day the buyer picks. */
export interface GiftDigitalDelivery {
  kind: 'digital';
  recipient: 'me' | 'someone';
  recipientName: string | null;
  recipientEmail: string | null;
  /** ISO day the e-voucher is sent. */
  sendOn: string;
}

export interface GiftDeliveryAddress {
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2: a country of the shipping-costs table. */
  country: string;
}

/** A physical gift: posted to an address, arriving within the estimate (working days, part 1 §9). */
export interface GiftPhysicalDelivery {
  kind: 'physical';
  address: GiftDeliveryAddress;
  estimate: { from: string; to: string };
}

export type GiftDelivery = GiftDigitalDelivery | GiftPhysicalDelivery;

export interface CheckoutGiftSubElement {
  id: number;
  name: string;
  price: number;
}

export interface CheckoutGift {
  type: GiftOrderType;
  giftFormat: 'digital' | 'physical';
  /** BOX: the ordered format's code (…EBOX or …PBOX); null otherwise. */
  code: string | null;
  /** BOX: the digital code, the box its voucher redeems (and the key of its personalisation); null otherwise. */
  digitalCode: string | null;
  /** SINGLEVOUCHER: the stay offered; null otherwise. */
  productId: number | null;
  giftNights: number | null;
  bucket: 1 | 2 | 3 | null;
  upsell: 'none' | 'availability' | null;
  subElements: CheckoutGiftSubElement[];
  personalisation: { fromName: string | null; message: string | null };
  validityMonths: number;
  /** Who the gift is for (2 for a box or a gift stay); null for a gift card. */
  people: number | null;
  /** What the issued voucher or card is worth, cents. */
  voucherValue: number;
  /** The gift's price lines (cents): price.totalPrice is their sum (part 2 §9). */
  amounts: { sellPrice: number; shippingCost: number; subElementsPrice: number; availabilityUpsell: number };
  delivery: GiftDelivery | null;
}
