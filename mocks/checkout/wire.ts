import type { LocaleCode } from '../catalogue/types';
import type { cancellationWire } from '../product/wire';
import type { CheckoutVoucherWire } from '../vouchers/checkout';
import type { InsuranceOfferWire } from './insurance';

/** The checkout answer of contract §1 (every checkout call answers it whole). Amounts in cents. */
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
  nbRooms: 1;
  nights: number;
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
}

export interface CheckoutWire {
  id: string;
  kind: 'STAY';
  bookingReference: string;
  customerEmail: string | null;
  status: CheckoutStatus;
  createdAt: string;
  expiresAt: string;
  locale: LocaleCode;
  productId: number;
  offerId: number;
  label: string;
  hotel: { id: number; uri: string; label: string };
  reservationCriteria: { checkin: string; checkout: string; nights: number; adult: number; child: number; baby: number };
  activitySelectionList: Array<{ activityId: number; date: string }>;
  priceInfo: PriceInfoWire;
  localTaxTotalAmount: number;
  insurance: InsuranceOfferWire | null;
  cancellationPolicy: ReturnType<typeof cancellationWire> | InsuranceOfferWire['cancellationPolicy'];
  voucher: CheckoutVoucherWire | null;
  traveller: Traveller | null;
  promoCode: { code: string; reductionAmount: number } | null;
  booking: BookingWire | null;
}
