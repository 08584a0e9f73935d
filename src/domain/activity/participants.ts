import type { ActivityPrice } from '@/domain/model/activity';

/**
 * The activity voucher's participant count (part 2 §4 "Participant count (activity)", §5
 * "Activity participants"). Prices are keyed by participant count; the count lives in hash `a`.
 *
 * - The selector's range is the lowest to the highest count with a price, within the stepper's own
 *   range 1–20; a voucher without prices has the default range 1–2.
 * - It starts from the hash's count, else the lowest count with a price; a count without a price
 *   (outside the range, or a gap between the keys) resets to the minimum.
 * - A change outside the range is ignored.
 */

/** The stepper's own bounds (part 2 §5 "stepper default range 1 to 20"). */
export const PARTICIPANTS_STEPPER = Object.freeze({ min: 1, max: 20 });
/** The range when the voucher has no prices (part 2 §5 "default range 1 to 2 when no prices"). */
export const PARTICIPANTS_WITHOUT_PRICES = Object.freeze({ min: 1, max: 2 });

export interface ParticipantRange {
  min: number;
  max: number;
}

const inStepper = (count: number): boolean => Number.isInteger(count) && count >= PARTICIPANTS_STEPPER.min && count <= PARTICIPANTS_STEPPER.max;

/** The counts that have a price, ascending, each once, within the stepper's range. */
export function pricedCounts(prices: readonly Pick<ActivityPrice, 'adults'>[]): number[] {
  return [...new Set(prices.map((price) => price.adults).filter(inStepper))].sort((a, b) => a - b);
}

export function participantRange(prices: readonly Pick<ActivityPrice, 'adults'>[]): ParticipantRange {
  const counts = pricedCounts(prices);
  if (counts.length === 0) return { ...PARTICIPANTS_WITHOUT_PRICES };
  return { min: counts[0]!, max: counts[counts.length - 1]! };
}

const inRange = (count: number, range: ParticipantRange): boolean => Number.isInteger(count) && count >= range.min && count <= range.max;

/** Whether the count is one the voucher sells: priced, or within 1–2 for a voucher without prices. */
export function isSellableCount(count: number, prices: readonly Pick<ActivityPrice, 'adults'>[]): boolean {
  const counts = pricedCounts(prices);
  return counts.length === 0 ? inRange(count, PARTICIPANTS_WITHOUT_PRICES) : counts.includes(count);
}

/** The count shown for what the hash asks (null: nothing asked): that count when sellable, else the minimum. */
export function participantsFrom(requested: number | null, prices: readonly Pick<ActivityPrice, 'adults'>[]): number {
  if (requested !== null && isSellableCount(requested, prices)) return requested;
  return participantRange(prices).min;
}

/**
 * One step of the stepper (delta +1 or −1): the next sellable count that way. Leaving the range is
 * ignored (the count stays); a gap between price keys is stepped over rather than landing on a
 * count the reset rule would throw back to the minimum.
 */
export function stepParticipants(current: number, delta: 1 | -1, prices: readonly Pick<ActivityPrice, 'adults'>[]): number {
  const range = participantRange(prices);
  for (let next = current + delta; inRange(next, range); next += delta) {
    if (isSellableCount(next, prices)) return next;
  }
  return current;
}

/** Whether a step that way changes the count (its button is disabled otherwise). */
export function canStepParticipants(current: number, delta: 1 | -1, prices: readonly Pick<ActivityPrice, 'adults'>[]): boolean {
  return stepParticipants(current, delta, prices) !== current;
}

/** A count typed or linked from elsewhere: kept when sellable, ignored (the current one stays) otherwise. */
export function changeParticipants(current: number, requested: number, prices: readonly Pick<ActivityPrice, 'adults'>[]): number {
  return isSellableCount(requested, prices) ? requested : current;
}
