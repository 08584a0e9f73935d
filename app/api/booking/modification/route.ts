import { modifyBooking } from '@/api/booking-modification';
import { lookUpBooking } from '@/api/bookings';
import type { BookingModificationAnswer } from '@/bff/contracts/booking-modification';
import { bookingModificationSchema } from '@/bff/contracts/booking-modification.schema';
import { answered, bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { paymentStepHref } from '@/routing/checkout-steps';
import { sendBookingConfirmation } from '@/checkout/confirmation-email.server';
import { getSiteConfig } from '@/server/site-config';

/**
 * A found booking's change of dates (contract: booking-modification.ts). The API decides what is due
 * by the same rule the quote showed: nothing → it applied the change at once (a BOOKED change): the
 * e-mail says so and the booking is answered as the lookup now finds it; something → the payment
 * step of the change's checkout, paid like a stay. Never cached.
 */
export const POST = bffRoute(bookingModificationSchema, { successCacheControl: NO_STORE }, async (body) => {
  const result = await modifyBooking(body);
  if (!result.ok) return result;
  if (result.data.kind === 'refused') return answered<BookingModificationAnswer>({ outcome: 'refused', reason: result.data.reason });
  const { checkout } = result.data;
  if (checkout.booking === null) return answered<BookingModificationAnswer>({ outcome: 'payment', paymentPath: paymentStepHref(body.locale, checkout.id) });
  await sendBookingConfirmation(checkout, getSiteConfig().siteUrl);
  const found = await lookUpBooking({ reference: body.reference, email: body.email, locale: body.locale });
  if (!found.ok) return found;
  if (found.data.kind === 'not-found') return { ok: false, refused: 'not-found' };
  return answered<BookingModificationAnswer>({ outcome: 'modified', booking: found.data.booking });
});
