import 'server-only';
import type { ApiResult, CallOptions } from '@/api/core';
import type { EligibilityParams } from '@/api/gift/calls';
import { fetchQuoteRealtime } from '@/api/product';
import { checkoutActivitySelection, checkoutPriceUpdate, type CheckoutPriceUpdate } from '@/domain/booking';
import { offeredPaymentMethods, type OfferedMethod } from '@/domain/checkout/payment-methods';
import { addDays } from '@/domain/calendar/iso-day';
import { siteClockFor } from '@/domain/calendar/site-clock';
import type { Checkout } from '@/domain/model/checkout';
import type { PaymentMethod } from '@/domain/model/gift';
import { pointOfSale } from '@/domain/model/locale';

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
 */
export async function checkoutPaymentChoice(checkout: Checkout, now: Date, eligibility: Eligibility): Promise<PaymentChoice> {
  const { reservation } = checkout;
  const amount = checkout.price.remainingAmountToPay;
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
