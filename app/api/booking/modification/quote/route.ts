import { quoteBookingModification } from '@/api/booking-modification';
import type { BookingModificationQuoteAnswer } from '@/bff/contracts/booking-modification';
import { bookingModificationQuoteSchema } from '@/bff/contracts/booking-modification.schema';
import { answered, bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { amountDueOf } from '@/domain/checkout/modification-quote';

/**
 * The new dates of a found booking priced (contract: booking-modification.ts): the new total and the
 * amount due by the modification rule (amountDueOf, the one owner). The API states its own amount
 * due: when the two disagree nothing is shown (a 502, logged), since the change would be charged
 * what the page did not say. Never cached.
 */
export const POST = bffRoute(bookingModificationQuoteSchema, { successCacheControl: NO_STORE }, async (body) => {
  const result = await quoteBookingModification(body);
  if (!result.ok) return result;
  if (result.data.kind === 'refused') return answered<BookingModificationQuoteAnswer>({ outcome: 'refused', reason: result.data.reason });
  const { quote } = result.data;
  const amountDue = amountDueOf(quote);
  if (amountDue !== quote.apiAmountDue) {
    console.error('[bff] modification quote: the API’s amount due differs from the modification rule’s', { reference: quote.reference, api: quote.apiAmountDue, rule: amountDue });
    return { ok: false, error: { kind: 'invalid' } };
  }
  return answered<BookingModificationQuoteAnswer>({
    outcome: 'quoted',
    quote: { ...quote.stay, newTotal: quote.newTotal, currentTotal: quote.current.totalPrice, amountDue },
  });
});
