import { bffPostContract } from '../contract';
import type { FoundBooking } from '@/domain/booking-lookup/booking';
import type { ModificationRefusal } from '@/domain/checkout/modification-quote';
import type { Locale } from '@/domain/model/locale';

/**
 * A found booking's change of dates (contract §6), from the booking lookup. Both calls carry the
 * lookup's reference and e-mail (the API checks the e-mail is the booking's) and the new stay.
 * POSTs (the e-mail stays out of URLs), never cached. A refusal is an answer; the API failing is the
 * BFF's 502, and so is a quote whose amount due the API and the shop's rule do not agree on.
 */
export interface BookingModificationBody {
  locale: Locale;
  /** 8 digits. */
  reference: string;
  email: string;
  /** The new check-in (ISO day) and its nights (1..30). */
  checkin: string;
  nights: number;
}

/** The new stay priced: its total, and what is due for the change (modificationAmountDue, cents). */
export interface ModificationQuoteView {
  checkin: string;
  checkout: string;
  nights: number;
  newTotal: number;
  currentTotal: number;
  amountDue: number;
}

export type BookingModificationQuoteAnswer = { outcome: 'quoted'; quote: ModificationQuoteView } | { outcome: 'refused'; reason: ModificationRefusal };

/** POST /api/booking/modification/quote */
export const bookingModificationQuoteContract = bffPostContract<BookingModificationBody, BookingModificationQuoteAnswer>('/api/booking/modification/quote');

/**
 * Nothing due: the booking is modified at once (its new state answered, the e-mail sent). Something
 * due: the payment step of the change's checkout.
 */
export type BookingModificationAnswer =
  | { outcome: 'modified'; booking: FoundBooking }
  | { outcome: 'payment'; paymentPath: string }
  | { outcome: 'refused'; reason: ModificationRefusal };

/** POST /api/booking/modification */
export const bookingModificationContract = bffPostContract<BookingModificationBody, BookingModificationAnswer>('/api/booking/modification');
