import { GIFT_PARTY } from '../gift/gift-party';

/**
 * What a gift promises (part 1 §9, part 2 §9): how long it is valid, for how many people, and how
 * the physical version is delivered. Numbers only; the UI words them.
 */

/** A stay gift (single voucher) is valid 1 year, for 2 people: the gift party. */
export const STAY_GIFT_VALIDITY_MONTHS = 12;
export const STAY_GIFT_PEOPLE = GIFT_PARTY.adults;
/** A gift box: 2 participants (the gift party), valid one and a half years. */
export const GIFT_BOX_VALIDITY_MONTHS = 18;
export const GIFT_BOX_PEOPLE = GIFT_PARTY.adults;
/** An activity voucher is valid 12 months. */
export const ACTIVITY_VOUCHER_VALIDITY_MONTHS = 12;

/**
 * Physical delivery takes 2–4 working days. The spec also says 2–3 once; 2–4 is the figure it
 * gives twice, and the longer promise is the one a parcel can keep.
 */
export const PHYSICAL_DELIVERY_WORKING_DAYS = { min: 2, max: 4 } as const;

/** The delivery fee as shown: '+amount' (a surcharge on the physical format) or free delivery. */
export type DeliveryFee = { kind: 'free' } | { kind: 'surcharge'; amount: number };

export function deliveryFee(amountCents: number): DeliveryFee {
  return amountCents > 0 ? { kind: 'surcharge', amount: amountCents } : { kind: 'free' };
}
