import 'server-only';
import type { ApiResult, CallOptions } from '@/api/core';
import type { EligibilityParams } from '@/api/gift/calls';
import { fetchQuoteRealtime } from '@/api/product';
import { checkoutActivitySelection, checkoutPriceUpdate, type CheckoutPriceUpdate } from '@/domain/booking';
import { offeredPaymentMethods, type OfferedMethod } from '@/domain/checkout/payment-methods';
import { addDays } from '@/domain/calendar/iso-day';
import { siteClockFor } from '@/domain/calendar/site-clock';
import { isActivityCheckout, isGiftCheckout, isStayCheckout } from '@/domain/checkout/checkout-kind';
import type { Checkout } from '@/domain/model/checkout';
import type { PaymentMethod } from '@/domain/model/gift';
import { pointOfSale } from '@/domain/model/locale';
import { activityPriceCheck } from './activity-price-check.server';

export interface PaymentChoice {
  /** Set when a fresh quote no longer gives the checkout's stay price: the modal, before any charge. */
  priceUpdate: CheckoutPriceUpdate | null;
  /** The fresh quote refused the stay: it can no longer be booked as it is. */
  noLongerBookable: boolean;
  /** The methods offered for what remains to pay, in display order. */
  methods: OfferedMethod[];
}

type Eligibility = (params: EligibilityParams, options?: CallOptions) => Promise<ApiResult<PaymentMethod[]>>;

/**
 * What the payment step offers and whether the price still holds: the same offer re-quoted (part 1
 * §4 price update from checkout), and Alma's eligibility for the amount left to pay. The step's page
 * and the start of a payment both decide from this one function, so the page never offers what the
 * server would refuse. A failed quote decides nothing; a failed eligibility call offers no instalments.
 * An activity voucher's checkout is checked against its product's prices instead (activity-price-check.server.ts).
 * A gift order was priced by the API at its start (contract §7) and has no arrival date: card, and
 * PayPal where the site offers it, never Alma; and it always costs something, so a gift with nothing
 * to pay is refused rather than booked without a payment.
 */
export async function checkoutPaymentChoice(checkout: Checkout, now: Date, eligibility: Eligibility): Promise<PaymentChoice> {
  const amount = checkout.price.remainingAmountToPay;
  if (isActivityCheckout(checkout)) {
    // A voucher is never re-quoted (its price check is its product's prices), and has no arrival
    // date for Alma: card, and PayPal where the site offers it.
    const check = await activityPriceCheck(checkout);
    const today = siteClockFor(now, checkout.locale).today;
    return { ...check, methods: amount > 0 ? offeredPaymentMethods({ amount, locale: checkout.locale, checkinDate: null, today, eligibility: null }) : [] };
  }
  if (isGiftCheckout(checkout)) {
    if (amount <= 0) return { priceUpdate: null, noLongerBookable: true, methods: [] };
    const today = siteClockFor(now, checkout.locale).today;
    return { priceUpdate: null, noLongerBookable: false, methods: offeredPaymentMethods({ amount, locale: checkout.locale, checkinDate: null, today, eligibility: null }) };
  }
  if (!isStayCheckout(checkout)) return { priceUpdate: null, noLongerBookable: true, methods: [] };
  const { reservation } = checkout;
  const [quote, eligible] = await Promise.all([
    fetchQuoteRealtime(
      {
        weekendId: checkout.offerId,
        locale: checkout.locale,
        checkin: reservation.checkin,
        checkout: reservation.checkout ?? addDays(reservation.checkin, reservation.nights),
        night: reservation.nights,
        adult: reservation.adult,
        child: reservation.child,
        baby: reservation.baby,
        activitySelectionList: checkoutActivitySelection(checkout),
      },
      now,
    ),
    amount > 0
      ? eligibility({
          amount,
          checkinDate: reservation.checkin,
          cancellationPolicyType: checkout.cancellationPolicy?.type ?? undefined,
          cancellableUntil: checkout.cancellationPolicy?.deadline ?? undefined,
          pointOfSale: pointOfSale(checkout.locale),
        })
      : null,
  ]);
  return {
    priceUpdate: checkoutPriceUpdate(checkout.price, quote.status === 'quoted' ? quote.quote.sellPrice : null),
    noLongerBookable: quote.status === 'priceError',
    methods:
      amount > 0
        ? offeredPaymentMethods({
            amount,
            locale: checkout.locale,
            checkinDate: reservation.checkin,
            today: siteClockFor(now, checkout.locale).today,
            eligibility: eligible?.ok ? eligible.data : null,
          })
        : [],
  };
}
