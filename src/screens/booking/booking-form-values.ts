import type { TravellerFormValues } from '@/domain/checkout/traveller-details';
import type { GiftDeliveryFormValues } from '@/domain/gift/gift-delivery';

/** What the booking step's form holds: the traveller (the buyer of a gift) and, for a gift order, its delivery. */
export interface BookingFormValues extends TravellerFormValues {
  delivery: GiftDeliveryFormValues;
}

/** A gift order's part of the form: its format (which delivery fields it asks) and the site's today. */
export interface GiftFormSetup {
  type: 'BOX' | 'SINGLEVOUCHER' | 'GIFTCARD';
  format: 'digital' | 'physical';
  today: string;
  /** Each shipping country's cost (cents) from the table the API prices with; null when unknown. */
  shippingCosts: Record<string, number> | null;
  /** The country the API priced the shipping for (the saved address's, else the site's). */
  pricedCountry: string;
  /** The API's price lines and total (cents). */
  amounts: { sellPrice: number; shippingCost: number; subElementsPrice: number; availabilityUpsell: number };
  totalPrice: number;
  giftNights: number | null;
  /** The gift's page: where an expired order leads back to. */
  backHref: string;
}
