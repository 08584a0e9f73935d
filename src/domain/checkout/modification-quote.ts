import { modificationAmountDue, type ModificationConditions } from './modification-payment';

/**
 * A change of dates priced by the travel API (contract §6): the booking's stay now, the new one, and
 * what the modification rule needs (the new total, the booking order's modificationConditions, the
 * purchase insurance). Cents, ISO days.
 */
export interface ModificationQuote {
  reference: string;
  current: { checkin: string; checkout: string; nights: number; totalPrice: number };
  stay: { checkin: string; checkout: string; nights: number };
  /** The new stay's total (what the rule calls the new total). */
  newTotal: number;
  conditions: ModificationConditions;
  /** Purchase insurance (part 2 §3): the cover's price and what of it remains to pay. */
  insurance: { amount: number; insuranceToPay: number };
  /** What the API itself says is due: it must agree with amountDueOf (else nothing is shown nor charged). */
  apiAmountDue: number;
}

/** What the traveller pays for this change: the one rule (modification-payment.ts) applied to the quote. */
export function amountDueOf(quote: ModificationQuote): number {
  return modificationAmountDue({ newTotal: quote.newTotal, conditions: quote.conditions, insuranceToPay: quote.insurance.insuranceToPay });
}

/** Why a change of dates is refused, in the words the page has for it. */
export type ModificationRefusal = 'not-found' | 'not-modifiable' | 'unchanged' | 'dates-unavailable' | 'booking-changed';
