import type { Checkout, CheckoutBooking, CheckoutGift, GiftDelivery } from '@/domain/model/checkout';
import type { Locale } from '@/domain/model/locale';

/**
 * Gift order checkouts (kind GIFT, contract §7) as the storefront's client reshapes them: a digital
 * box sent to someone, a physical gift stay, a gift card — each before and after its booking.
 */
const BUYER = { civility: 'MRS', firstName: 'Camille', lastName: 'Durand', email: 'camille.durand@example.com', phone: '+33612345678', postalCode: '75011', country: 'FR' } as const;

const toSomeone: GiftDelivery = { kind: 'digital', recipient: 'someone', recipientName: 'Louis', recipientEmail: 'louis@example.com', sendOn: '2026-12-24' };

const boxGift: CheckoutGift = {
  type: 'BOX',
  giftFormat: 'digital',
  code: 'BX031EBOX',
  digitalCode: 'BX031EBOX',
  productId: null,
  giftNights: null,
  bucket: null,
  upsell: null,
  subElements: [],
  personalisation: { fromName: 'Camille', message: 'Joyeux Noël, profitez bien !' },
  validityMonths: 18,
  people: 2,
  voucherValue: 34_990,
  amounts: { sellPrice: 34_990, shippingCost: 0, subElementsPrice: 0, availabilityUpsell: 0 },
  delivery: toSomeone,
};

export function giftCheckout(overrides: { gift?: Partial<CheckoutGift>; locale?: Locale; label?: string | null; booking?: Partial<CheckoutBooking> | null; total?: number } = {}): Checkout {
  const gift = { ...boxGift, ...overrides.gift };
  const total = overrides.total ?? gift.amounts.sellPrice + gift.amounts.shippingCost + gift.amounts.subElementsPrice + gift.amounts.availabilityUpsell;
  const booking: CheckoutBooking | null =
    overrides.booking === null || overrides.booking === undefined
      ? null
      : {
          reference: '12345678',
          status: 'CONFIRMED',
          confirmedAt: '2026-11-24T10:05:00Z',
          paymentId: 'pay_0123456789abcdef01234567',
          paidAmount: total,
          paymentMethod: 'card',
          voucherCode: 'EBK7Q2M9XA',
          validUntil: '2028-05-24',
          ...overrides.booking,
        };
  return {
    id: 'chk_gift_0001',
    kind: 'GIFT',
    bookingReference: booking?.reference ?? null,
    status: booking ? 'BOOKED' : 'DETAILS_COMPLETED',
    createdAt: '2026-11-24T10:00:00Z',
    locale: overrides.locale ?? 'fr_FR',
    productId: gift.productId,
    offerId: null,
    label: overrides.label === undefined ? (gift.type === 'GIFTCARD' ? null : 'Évasion gourmande') : overrides.label,
    hotel: gift.type === 'SINGLEVOUCHER' ? { id: 77, uri: 'hotel-du-lac', label: 'Hôtel du Lac' } : null,
    reservation: null,
    activity: null,
    gift,
    activityDates: [],
    price: {
      sellPrice: gift.amounts.sellPrice,
      refPrice: null,
      promo: 0,
      moneySaved: 0,
      nbRooms: 0,
      nights: gift.giftNights ?? 0,
      insuranceAmount: 0,
      totalPrice: total,
      localTaxTotalAmount: null,
      promoCodeReductionAmount: 0,
      giftcards: [],
      remainingAmountToPay: total,
    },
    insurance: null,
    cancellationPolicy: null,
    voucher: null,
    expiresAt: '2026-11-24T12:00:00Z',
    expired: false,
    traveller: { ...BUYER },
    promoCode: null,
    booking,
  };
}

/** A physical gift stay: 2 nights, the Serenity bucket, an option, posted to an address. */
export const physicalStayGift: Partial<CheckoutGift> = {
  type: 'SINGLEVOUCHER',
  giftFormat: 'physical',
  code: null,
  digitalCode: null,
  productId: 4012,
  giftNights: 2,
  bucket: 2,
  upsell: 'availability',
  subElements: [{ id: 9, name: 'Bouteille de champagne', price: 3_500 }],
  validityMonths: 12,
  voucherValue: 31_900,
  amounts: { sellPrice: 29_900, shippingCost: 490, subElementsPrice: 3_500, availabilityUpsell: 2_000 },
  delivery: {
    kind: 'physical',
    address: { firstName: 'Louis', lastName: 'Martin', street: '12 rue des Lilas', postalCode: '69003', city: 'Lyon', country: 'FR' },
    estimate: { from: '2026-11-26', to: '2026-11-30' },
  },
};

/** A gift card of 150 €, sent to the buyer. */
export const giftCard: Partial<CheckoutGift> = {
  type: 'GIFTCARD',
  giftFormat: 'digital',
  code: null,
  digitalCode: null,
  people: null,
  validityMonths: 12,
  voucherValue: 15_000,
  personalisation: { fromName: null, message: null },
  amounts: { sellPrice: 15_000, shippingCost: 0, subElementsPrice: 0, availabilityUpsell: 0 },
  delivery: { kind: 'digital', recipient: 'me', recipientName: null, recipientEmail: null, sendOn: '2026-11-24' },
};
