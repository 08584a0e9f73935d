/**
 * What gifts are worth, read from the stays they buy (issue 23). A gift stay's buckets and the stays a
 * box lists come from the prices a beneficiary is asked when redeeming: the 2-adult price of a stay of
 * exactly N nights from each check-in day, by the stay rule (checkNights, the one evaluateStay books
 * with) over the package's day prices (dayPriceAt, the kernel behind catalogue.dayPrice). Every room
 * welcomes 2 adults (vocabulary's room kinds: maxCapacity ≥ 2) at the day price (paxFactor 1), so the
 * total of the nights is the stay's price. The contract tests check these figures against the redeem
 * calendar's own answers.
 */
import { dayPriceAt, type PackagePricing, type PricingCalendar } from './pricing';
import { checkNights } from './stay-nights';
import type { DayPrice } from './types';

/** Gift stays are sold for 1 to 3 nights. */
export const GIFT_NIGHTS = [1, 2, 3] as const;

/** A price that is not one: no stay of that length starts that day. */
export const NOT_BOOKABLE = -1;

/**
 * Per night count n in 1..maxNights (index n - 1), per check-in day offset of the calendar, the price of
 * a stay of exactly n nights for 2 adults, or NOT_BOOKABLE (a night sold out or closed, the window's
 * end, or the day's minimum stay longer than n: the redeem calendar skips those days for a gift of n nights).
 */
export function stayPricesByNights(pricing: PackagePricing, calendar: PricingCalendar, maxNights: number): Int32Array[] {
  const length = calendar.days.length;
  const days: Array<DayPrice | null> = [];
  for (let d = 0; d < length; d++) days.push(dayPriceAt(pricing, calendar, d));
  const byNights: Int32Array[] = [];
  // One reader for every check-in day (this runs for every giftable package at start-up).
  let checkin = 0;
  const dayAt = (night: number) => days[checkin + night] ?? null;
  for (let nights = 1; nights <= maxNights; nights++) {
    const prices = new Int32Array(length).fill(NOT_BOOKABLE);
    for (checkin = 0; checkin < length; checkin++) {
      const stay = checkNights(dayAt, nights);
      if (stay.bookable) prices[checkin] = stay.total;
    }
    byNights.push(prices);
  }
  return byNights;
}

/** The smallest price that covers at least `share` of the sorted prices (nearest rank). */
function nearestRank(sorted: readonly number[], share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}

const roundToEuro = (cents: number) => Math.round(cents / 100) * 100;

/** Each bucket at least this much above the one below (cents). */
const BUCKET_STEP = 500;

/**
 * Gift buckets of one night count (part 1 §9), from its stay prices over the first `horizon` days (the
 * next 6 months): 1 Essential = the cheapest stay (at least one day is Included); 2 Serenity = the
 * smallest price covering 55% of the weekend (Friday and Saturday) check-ins, 3 Liberty 70%, each kept
 * BUCKET_STEP above the one below. Weekend check-ins are those a stay of that length can start on; with
 * none (a weekend minimum stay longer than the gift), every bookable day stands in. Null when no stay of
 * that length can be booked in the horizon.
 */
export function giftBucketsOf(prices: Int32Array, weekday: Uint8Array, horizon: number): [number, number, number] | null {
  const all: number[] = [];
  const weekends: number[] = [];
  for (let d = 0; d < Math.min(horizon, prices.length); d++) {
    const price = prices[d]!;
    if (price === NOT_BOOKABLE) continue;
    all.push(price);
    if (weekday[d] === 5 || weekday[d] === 6) weekends.push(price);
  }
  if (all.length === 0) return null;
  const sample = (weekends.length > 0 ? weekends : all).sort((a, b) => a - b);
  const essential = Math.min(...all);
  const serenity = Math.max(essential + BUCKET_STEP, roundToEuro(nearestRank(sample, 0.55)));
  const liberty = Math.max(serenity + BUCKET_STEP, roundToEuro(nearestRank(sample, 0.7)));
  return [essential, serenity, liberty];
}

/**
 * The value a gift must have to pay a stay entirely on at least `days` check-in days of the window: the
 * `days`-th cheapest of the stay prices, or +Infinity when fewer days are bookable.
 */
export function valueCoveringDays(prices: Int32Array, days: number): number {
  const cheapest: number[] = [];
  for (const price of prices) {
    if (price === NOT_BOOKABLE) continue;
    if (cheapest.length < days) {
      cheapest.push(price);
      cheapest.sort((a, b) => a - b);
    } else if (price < cheapest[days - 1]!) {
      cheapest[days - 1] = price;
      cheapest.sort((a, b) => a - b);
    }
  }
  return cheapest.length < days ? Number.POSITIVE_INFINITY : cheapest[days - 1]!;
}
