import { z } from 'zod';

/** Wire shapes of the booking modification calls (mocks/bookings/modification.ts, contract §6). Cents, ISO days. */
const cents = z.number().int();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const modificationQuoteSchema = z.object({
  bookingReference: z.string().regex(/^\d{8}$/),
  current: z.object({ checkin: isoDay, checkout: isoDay, nights: z.number().int().positive(), totalPrice: cents.nonnegative() }),
  reservationCriteria: z.object({ checkin: isoDay, checkout: isoDay, nights: z.number().int().positive() }),
  priceInfo: z.object({ sellPrice: cents.nonnegative(), totalPrice: cents.nonnegative() }),
  /** Part 2 §3 "Booking order: modificationConditions (refundableAmount, giftPayments with gift and upsell)". */
  modificationConditions: z.object({
    refundableAmount: cents.nonnegative(),
    giftPayments: z.array(z.object({ gift: cents.nonnegative(), upsell: cents.nonnegative() })).nullish(),
  }),
  /** Part 2 §3 "Purchase insurance: amount, insuranceToPay". */
  insurance: z.object({ amount: cents.nonnegative(), insuranceToPay: cents.nonnegative() }),
  amountDue: cents.nonnegative(),
});
export type ModificationQuoteWire = z.infer<typeof modificationQuoteSchema>;
