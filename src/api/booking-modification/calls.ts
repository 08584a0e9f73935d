import { fail, ok, request, segment, type ApiResult, type CallOptions } from '@/api/core';
import type { ModificationQuote, ModificationRefusal } from '@/domain/checkout/modification-quote';
import type { Checkout } from '@/domain/model/checkout';
import type { Locale } from '@/domain/model/locale';
import { toCheckout } from '../checkout/reshape';
import { checkoutSchema } from '../checkout/schemas';
import { modificationRefusalOf, toModificationQuote } from './reshape';
import { modificationQuoteSchema } from './schemas';

/**
 * A confirmed booking's change of dates (contract §6, mocks/bookings/modification.ts; the spec shows
 * no path). The e-mail must be the booking's, as in the lookup; it travels in the body. The API's
 * refusals (unknown booking, not modifiable, same dates, dates not bookable, booking changed
 * meanwhile) are answers; anything else a failure, already logged. Prices decide a payment: never cached.
 */
export interface ModificationParams {
  reference: string;
  email: string;
  checkin: string;
  nights: number;
  locale: Locale;
}

export type Refused = { kind: 'refused'; reason: ModificationRefusal };

const body = (params: ModificationParams) => ({ email: params.email, checkin: params.checkin, nights: params.nights, locale: params.locale });

/** POST {api}/booking/{reference}/modification/quote — the new dates priced, with the booking's modification conditions. */
export async function quoteBookingModification(params: ModificationParams, options?: CallOptions): Promise<ApiResult<{ kind: 'quoted'; quote: ModificationQuote } | Refused>> {
  const result = await request({
    service: 'api',
    path: `/booking/${segment(params.reference)}/modification/quote`,
    method: 'POST',
    json: body(params),
    schema: modificationQuoteSchema,
    label: { operation: 'booking modification quote', location: 'booking.modification' },
    cache: 'no-store',
    ...options,
  });
  if (result.ok) return ok({ kind: 'quoted', quote: toModificationQuote(result.data) });
  const reason = result.error.kind === 'http' ? modificationRefusalOf(result.error.status, result.error.code) : null;
  return reason !== null ? ok({ kind: 'refused', reason }) : fail(result.error);
}

/**
 * POST {api}/booking/{reference}/modification — the change made: a MODIFICATION checkout, BOOKED
 * when nothing was due (the booking already has its new dates), else waiting for its payment.
 */
export async function modifyBooking(params: ModificationParams, options?: CallOptions): Promise<ApiResult<{ kind: 'checkout'; checkout: Checkout } | Refused>> {
  const result = await request({
    service: 'api',
    path: `/booking/${segment(params.reference)}/modification`,
    method: 'POST',
    json: body(params),
    schema: checkoutSchema,
    label: { operation: 'booking modification', location: 'booking.modification' },
    cache: 'no-store',
    ...options,
  });
  if (result.ok) return ok({ kind: 'checkout', checkout: toCheckout(result.data) });
  const reason = result.error.kind === 'http' ? modificationRefusalOf(result.error.status, result.error.code) : null;
  return reason !== null ? ok({ kind: 'refused', reason }) : fail(result.error);
}
