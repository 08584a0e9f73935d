import 'server-only';
import { fetchCheckout } from '@/api/checkout';
import { fetchPaymentEligibility } from '@/api/gift';
import { createPayment, fetchPaymentsOf } from '@/api/payment-provider';
import { paymentAttemptKey, unsettledAuthorisation } from '@/domain/checkout/payment-attempt';
import { isGiftCheckout } from '@/domain/checkout/checkout-kind';
import { isOffered } from '@/domain/checkout/payment-methods';
import type { CheckoutPaymentMethod } from '@/domain/model/checkout';
import type { Locale } from '@/domain/model/locale';
import { checkoutStepHref, paymentStepHref } from '@/routing/checkout-steps';
import { checkoutPaymentChoice } from './payment-choice.server';
import { bookWithoutPayment, settlePayment } from './settle-payment.server';
import { noticePath, settlementPath } from './settlement-path';

/** Where the browser goes next: the provider's hosted page, or one of our pages (which says why). */
export type StartAnswer = { next: 'provider'; url: string } | { next: 'page'; url: string };

export interface StartInput {
  locale: Locale;
  checkoutId: string;
  method: CheckoutPaymentMethod;
  /** The shop's origin as the browser sees it: the provider sends the browser back there. */
  requestOrigin: string;
  siteOrigin: string;
  now: Date;
}

/** Our return route, which the provider redirects the browser to with `paymentId` added (the locale says which site's step to land on). */
export function returnUrlOf(origin: string, checkoutId: string, locale: Locale): string {
  return `${origin}/api/payment/return?${new URLSearchParams({ checkoutId, locale })}`;
}

/**
 * Pay: checks the checkout on the server (it exists, is not booked nor expired, has its traveller,
 * its price still holds, the method is offered for its amount), then asks the provider for the
 * payment of this attempt (paymentAttemptKey: the same attempt always gets the same payment).
 * Nothing is charged here: the provider only authorises, and only a booking captures.
 */
export async function startPayment(input: StartInput): Promise<StartAnswer> {
  const { locale, checkoutId } = input;
  const page = (url: string): StartAnswer => ({ next: 'page', url });
  const read = await fetchCheckout({ id: checkoutId });
  // The payment step says what is wrong (not found, unavailable, expired) from its own read.
  if (!read.ok) return page(paymentStepHref(locale, checkoutId));
  const checkout = read.data;
  if (checkout.booking !== null || checkout.expired) return page(checkoutStepHref(locale, 'payment', checkout));
  // The booking step asks what is missing: the traveller (the buyer of a gift), a gift's delivery.
  if (checkout.traveller === null || (isGiftCheckout(checkout) && checkout.gift.delivery === null)) return page(checkoutStepHref(locale, 'booking', checkout));

  const amount = checkout.price.remainingAmountToPay;
  // Nothing left to pay books at once (a voucher or gift cards cover the stay); a gift order always
  // costs something, so its choice below refuses it instead.
  if (amount === 0 && !isGiftCheckout(checkout)) return page(settlementPath(locale, checkout, await bookWithoutPayment({ checkoutId, siteOrigin: input.siteOrigin }), null));

  const choice = await checkoutPaymentChoice(checkout, input.now, fetchPaymentEligibility);
  // A moved price is shown by the step (the price-update modal) before any charge.
  if (choice.priceUpdate !== null || choice.noLongerBookable) return page(checkoutStepHref(locale, 'payment', checkout));
  if (!isOffered(choice.methods, input.method)) return page(noticePath(locale, checkout, 'method-unavailable'));

  const payments = await fetchPaymentsOf({ merchantReference: checkoutId });
  if (!payments.ok) return page(noticePath(locale, checkout, 'provider-unavailable'));
  // An authorisation whose return never reached us books the checkout instead of a second payment.
  const unsettled = unsettledAuthorisation(payments.data, checkoutId);
  if (unsettled !== null) {
    return page(settlementPath(locale, checkout, await settlePayment({ checkoutId, paymentId: unsettled.id, siteOrigin: input.siteOrigin }), unsettled.id));
  }

  const created = await createPayment({
    idempotencyKey: paymentAttemptKey({ checkoutId, method: input.method, amount, payments: payments.data }),
    amount,
    method: input.method,
    merchantReference: checkoutId,
    returnUrl: returnUrlOf(input.requestOrigin, checkoutId, locale),
    locale,
  });
  if (!created.ok) {
    // The same attempt with another body: another tab is paying this checkout with another method.
    if (created.error.code === 'IDEMPOTENCY_CONFLICT') return page(noticePath(locale, checkout, 'in-progress'));
    return page(noticePath(locale, checkout, 'provider-unavailable'));
  }
  const payment = created.data;
  if (payment.status !== 'PENDING') {
    return page(settlementPath(locale, checkout, await settlePayment({ checkoutId, paymentId: payment.id, siteOrigin: input.siteOrigin }), payment.id));
  }
  return { next: 'provider', url: payment.redirectUrl };
}
