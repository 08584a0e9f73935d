import type { QuoteOutcome } from '@/domain/model/quote';
import { bookingCheck } from '@/domain/product/booking-check';
import { QUOTE_ERROR_MESSAGE } from '@/domain/product/quote-display';

const quoted = { status: 'quoted', quote: {} } as QuoteOutcome;
const priceError = (code: string | null, message: string | null): QuoteOutcome => ({ status: 'priceError', code, message, dateProblem: false });
const fetchError: QuoteOutcome = { status: 'fetchError', code: 'QUOTE_FETCH_ERROR', detail: 'An unexpected error occurred while fetching the quote' };

describe('Book (part 2 §4)', () => {
  const activities = [
    { activityId: 10, singleDay: true },
    { activityId: 20, singleDay: false },
  ];

  it('asks for the missing activity dates first, even when the quote failed', () => {
    expect(bookingCheck({ activities, choices: [], quote: fetchError })).toEqual({ kind: 'missingActivityDates', activityIds: [10] });
  });

  it('stops on a quote in error once the dates are chosen', () => {
    expect(bookingCheck({ activities, choices: [{ activityId: 10, dayIndex: 0 }], quote: priceError(null, QUOTE_ERROR_MESSAGE) })).toEqual({ kind: 'priceError' });
  });

  it('goes on when every date is chosen and the quote is fine', () => {
    expect(bookingCheck({ activities, choices: [{ activityId: 10, dayIndex: 1 }], quote: quoted })).toEqual({ kind: 'ready' });
    expect(bookingCheck({ activities: [], choices: [], quote: null })).toEqual({ kind: 'ready' });
  });
});
