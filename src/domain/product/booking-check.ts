import type { QuoteOutcome } from '@/domain/model/quote';
import { missingActivityDates, type ActivityDateChoice } from './activity-dates';
import { hasPriceError } from './quote-display';

/**
 * What the Book button does (part 2 §4): every activity needing a date must have one (the missing
 * ones are marked, part 1 §5); then a quote in error stops the flow (the error is reported); only
 * then does checkout start. Dates come first: they are the visitor's to fix, and choosing them
 * asks for a new quote anyway.
 */
export type BookingCheck =
  | { kind: 'ready' }
  | { kind: 'missingActivityDates'; activityIds: number[] }
  | { kind: 'priceError' };

export function bookingCheck(input: {
  activities: readonly { activityId: number; singleDay: boolean }[];
  choices: readonly ActivityDateChoice[];
  quote: QuoteOutcome | null;
}): BookingCheck {
  const missing = missingActivityDates(input.activities, input.choices);
  if (missing.length > 0) return { kind: 'missingActivityDates', activityIds: missing };
  if (hasPriceError(input.quote)) return { kind: 'priceError' };
  return { kind: 'ready' };
}
