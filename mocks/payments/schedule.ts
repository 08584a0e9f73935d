import { getCatalogue } from '../catalogue';
import { addDays } from '../catalogue/days';
import { checkoutById } from '../checkout/store';
import { deferredPaymentDay, INSTALMENT_METHODS, instalmentSchedule } from '../product/gift';
import type { Payment } from './payment';

/**
 * The schedule the Alma approval page shows, computed by the eligibility call's own function
 * (mocks/product/gift.ts): monthly instalments from the simulator's today with the fee on the first,
 * or one deferred payment. Alma knows the order it finances: when the payment's merchantReference is
 * a checkout of the simulator, pay later falls on that stay's cancellation deadline, else 2 days
 * before check-in (as the eligibility answer says); for any other order, 30 days after today (Alma's
 * own "pay in 30 days").
 */
const DEFERRED_DAYS_WITHOUT_ORDER = 30;

const TYPE_OF_METHOD = { alma_3x: '3x', alma_4x: '4x', alma_later: 'later' } as const;

export function almaScheduleOf(payment: Payment): ReturnType<typeof instalmentSchedule> | null {
  if (payment.method !== 'alma_3x' && payment.method !== 'alma_4x' && payment.method !== 'alma_later') return null;
  const method = INSTALMENT_METHODS.find((candidate) => candidate.type === TYPE_OF_METHOD[payment.method as keyof typeof TYPE_OF_METHOD])!;
  const { today } = getCatalogue();
  const checkout = checkoutById(payment.merchantReference)?.checkout;
  // An activity voucher's checkout has no check-in: Alma's own 30 days, as for any other order.
  const deferred = checkout?.reservationCriteria
    ? deferredPaymentDay(checkout.reservationCriteria.checkin, checkout.cancellationPolicy?.cancellationDeadline ?? null)
    : addDays(today, DEFERRED_DAYS_WITHOUT_ORDER);
  return instalmentSchedule(method, payment.amount, today, deferred);
}
