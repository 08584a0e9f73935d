import {
  daysUntilArrival,
  DEFERRED_PAYMENT_DAYS_BEFORE_CHECKIN,
  deferredPaymentDate,
  eligibleInstalments,
  FOUR_TIMES_BOUNDS,
  INSTALMENT_MIN_DAYS,
  isFourTimesEligible,
  isPayLaterEligible,
  isPaypalPayLaterEligible,
  isThreeTimesEligible,
  PAY_LATER_MIN_DAYS,
  PAYPAL_PAY_LATER_BOUNDS,
  THREE_TIMES_BOUNDS,
} from '@/domain/product/instalments';
import { LOCALES } from '@/domain/model/locale';

const today = '2026-03-02';
/** An instalment case `daysAhead` days before arrival. */
const at = (amount: number, daysAhead: number) => ({ amount, today, checkinDate: new Date(Date.UTC(2026, 2, 2 + daysAhead)).toISOString().slice(0, 10) });

describe('Alma instalments (part 1 §5)', () => {
  it('holds the spec constants in cents and days', () => {
    expect(PAY_LATER_MIN_DAYS).toBe(5);
    expect(INSTALMENT_MIN_DAYS).toBe(7);
    expect(THREE_TIMES_BOUNDS).toEqual({ min: 20_000, max: 200_000 });
    expect(FOUR_TIMES_BOUNDS).toEqual({ min: 25_000, max: 200_000 });
  });

  it('counts whole days to arrival from the given today, across a month end', () => {
    expect(daysUntilArrival('2026-03-09', today)).toBe(7);
    expect(daysUntilArrival('2026-02-28', today)).toBe(-2);
    expect(daysUntilArrival('2026-04-01', '2026-03-31')).toBe(1);
  });

  it('pay later needs arrival at least 5 days away', () => {
    expect(isPayLaterEligible(at(100, 5))).toBe(true);
    expect(isPayLaterEligible(at(100, 4))).toBe(false);
    expect(isPayLaterEligible(at(100, -1))).toBe(false);
  });

  it('3x needs at least 7 days and 200 to 2000 euros inclusive', () => {
    expect(isThreeTimesEligible(at(20_000, 7))).toBe(true);
    expect(isThreeTimesEligible(at(200_000, 7))).toBe(true);
    expect(isThreeTimesEligible(at(19_999, 7))).toBe(false);
    expect(isThreeTimesEligible(at(200_001, 7))).toBe(false);
    expect(isThreeTimesEligible(at(50_000, 6))).toBe(false);
  });

  it('4x needs at least 7 days and 250 to 2000 euros inclusive', () => {
    expect(isFourTimesEligible(at(25_000, 7))).toBe(true);
    expect(isFourTimesEligible(at(200_000, 30))).toBe(true);
    expect(isFourTimesEligible(at(24_999, 30))).toBe(false);
    expect(isFourTimesEligible(at(200_001, 30))).toBe(false);
    expect(isFourTimesEligible(at(50_000, 6))).toBe(false);
  });

  it('lists the applicable messages in display order: 3x, 4x, later', () => {
    expect(eligibleInstalments(at(30_000, 7))).toEqual(['3x', '4x', 'later']);
    expect(eligibleInstalments(at(22_000, 10))).toEqual(['3x', 'later']);
    expect(eligibleInstalments(at(22_000, 6))).toEqual(['later']);
    expect(eligibleInstalments(at(300_000, 30))).toEqual(['later']);
    expect(eligibleInstalments(at(22_000, 2))).toEqual([]);
  });
});

describe('Alma deferred payment date (part 2 §9)', () => {
  it('is the cancellation deadline when there is one', () => {
    expect(deferredPaymentDate({ cancellationDeadline: '2026-04-10', checkinDate: '2026-04-20' })).toBe('2026-04-10');
  });

  it('is otherwise 2 days before check-in, across a month start', () => {
    expect(DEFERRED_PAYMENT_DAYS_BEFORE_CHECKIN).toBe(2);
    expect(deferredPaymentDate({ cancellationDeadline: null, checkinDate: '2026-04-20' })).toBe('2026-04-18');
    expect(deferredPaymentDate({ cancellationDeadline: undefined, checkinDate: '2026-05-01' })).toBe('2026-04-29');
    expect(deferredPaymentDate({ cancellationDeadline: '', checkinDate: '2026-03-01' })).toBe('2026-02-27');
  });
});

describe('PayPal pay later (part 2 §9)', () => {
  it('allows totals of 30 to 2000 euros inclusive', () => {
    expect(PAYPAL_PAY_LATER_BOUNDS).toEqual({ min: 3_000, max: 200_000 });
    expect(isPaypalPayLaterEligible({ amount: 3_000, locale: 'es_ES' })).toBe(true);
    expect(isPaypalPayLaterEligible({ amount: 200_000, locale: 'it_IT' })).toBe(true);
    expect(isPaypalPayLaterEligible({ amount: 2_999, locale: 'es_ES' })).toBe(false);
    expect(isPaypalPayLaterEligible({ amount: 200_001, locale: 'it_IT' })).toBe(false);
  });

  it('only in es_ES and it_IT', () => {
    const allowed = LOCALES.filter((locale) => isPaypalPayLaterEligible({ amount: 50_000, locale }));
    expect(allowed).toEqual(['it_IT', 'es_ES']);
  });
});
