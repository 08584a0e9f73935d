/**
 * Day-by-day prices of weekend packages, derived on demand from (seed, package, day).
 *
 * Nothing is stored per day: a year for 70,000 packages would be 25 million records. Instead a
 * package keeps a hash and a base price, and one shared table per "season profile" holds the
 * season × weekday factor of each day of the window. A day's price is then a few integer
 * multiplications, cheap enough to scan the whole year of every package at start-up to get the
 * exact "from" price (the minimum), which is what the search and cards show.
 */
import { addDays, addMonths, daysBetween, isoToUtcMs } from './days';
import { hash, mix32 } from './random';
import type { DayPrice } from './types';

/** Season profiles, keyed by hotel environment (unknown environments price like a city). */
const PROFILE_OF_ENVIRONMENT: Record<string, number> = { city: 0, sea: 1, mountain: 2, countryside: 3, lake: 4 };

/** Month factors (January first) per profile: beaches peak in summer, mountains in winter too. */
const MONTH_FACTORS: readonly (readonly number[])[] = [
  [0.9, 0.9, 0.95, 1.0, 1.05, 1.05, 1.0, 0.95, 1.05, 1.05, 0.95, 1.1],
  [0.8, 0.8, 0.85, 0.95, 1.05, 1.2, 1.35, 1.4, 1.1, 0.95, 0.8, 0.9],
  [1.2, 1.25, 1.1, 0.95, 0.9, 1.0, 1.15, 1.15, 0.95, 0.9, 0.9, 1.2],
  [0.85, 0.85, 0.9, 1.0, 1.05, 1.1, 1.2, 1.2, 1.05, 1.0, 0.85, 1.0],
  [0.85, 0.85, 0.9, 1.0, 1.1, 1.2, 1.3, 1.3, 1.1, 0.95, 0.85, 0.95],
];

/** Sunday … Saturday: Friday and Saturday check-ins are the expensive ones. */
const WEEKDAY_FACTORS: readonly number[] = [0.97, 1, 1, 1, 1, 1.15, 1.2];

/** A bit more than 8% of days are sold out (20 / 256 ≈ 7.8%, closures add the rest). */
const SOLD_OUT_BELOW = 20;

/** Rooms left, indexed by 4 random bits: about a third of days show "only N rooms left" (≤ 3). */
const ROOMS_LEFT: readonly number[] = [1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 9, 9];

/** Closures come in 8-day blocks; ~2.5% of blocks hold one (2–8 consecutive closed days). */
const CLOSURE_BLOCK = 8;
const CLOSURE_BELOW = Math.floor(0.025 * 4294967296);

/** The availability window and the per-day factor tables shared by every package. */
export interface PricingCalendar {
  from: string;
  to: string;
  /** ISO day of each index (0 = today). */
  days: readonly string[];
  /** ISO day → index, for days inside the window only. */
  indexOf: ReadonlyMap<string, number>;
  weekday: Uint8Array;
  /** Per profile, per day: season × weekday × special-day factor. */
  factors: readonly Float64Array[];
}

export function buildCalendar(today: string): PricingCalendar {
  const from = today;
  const to = addMonths(today, 12);
  const length = daysBetween(from, to) + 1;
  const days: string[] = [];
  const indexOf = new Map<string, number>();
  const weekday = new Uint8Array(length);
  const months = new Uint8Array(length);
  const special = new Float64Array(length);
  for (let d = 0; d < length; d++) {
    const day = addDays(from, d);
    days.push(day);
    indexOf.set(day, d);
    const date = new Date(isoToUtcMs(day));
    weekday[d] = date.getUTCDay();
    months[d] = date.getUTCMonth();
    const md = day.slice(5);
    // Festive nights and Valentine's day are dearer everywhere.
    special[d] = md >= '12-24' || md === '01-01' || md === '02-14' ? 1.1 : 1;
  }
  const factors = MONTH_FACTORS.map((monthFactors) => {
    const table = new Float64Array(length);
    for (let d = 0; d < length; d++) {
      table[d] = (monthFactors[months[d] as number] as number) * (WEEKDAY_FACTORS[weekday[d] as number] as number) * (special[d] as number);
    }
    return table;
  });
  return { from, to, days, indexOf, weekday, factors };
}

/** What a package needs for its prices: kept outside the package record (an implementation detail). */
export interface PackagePricing {
  hash: number;
  basePrice: number;
  profile: number;
  /** Some packages ask 2 (sometimes 3) nights for Friday/Saturday check-ins. */
  weekendMinLos: boolean;
}

export function packagePricing(seed: number, packageId: number, basePrice: number, environment: string): PackagePricing {
  const h = hash(seed, 'day-price', packageId);
  return {
    hash: h,
    basePrice,
    profile: PROFILE_OF_ENVIRONMENT[environment] ?? 0,
    weekendMinLos: (mix32(h ^ 0x5bd1e995) & 0xff) < 90,
  };
}

function dayHash(packageHash: number, d: number): number {
  return mix32((packageHash ^ Math.imul(d + 0x9e37, 0x9e3779b1)) >>> 0);
}

function blockClosure(packageHash: number, block: number): number {
  return mix32((packageHash ^ Math.imul(block + 1, 0x27d4eb2f)) >>> 0);
}

/** Whether day offset `d` falls in a closure (`b` = blockClosure of its block). */
function closedIn(b: number, d: number): boolean {
  if (b >= CLOSURE_BELOW) return false;
  const start = b & 7;
  const length = 2 + ((b >>> 3) % 7);
  const offset = d % CLOSURE_BLOCK;
  return offset >= start && offset < start + length;
}

function priceFrom(p: PackagePricing, factor: number, x: number): number {
  const noise = 0.96 + ((x >>> 8) & 0xff) * (0.08 / 255);
  return Math.max(100, Math.round((p.basePrice * factor * noise) / 100) * 100);
}

/** Price of day offset `d`, or -1 when not available (sold out, closed, outside the window). */
export function priceAt(p: PackagePricing, calendar: PricingCalendar, d: number): number {
  const factors = calendar.factors[p.profile];
  if (!factors || d < 0 || d >= factors.length) return -1;
  const x = dayHash(p.hash, d);
  if ((x & 0xff) < SOLD_OUT_BELOW) return -1;
  if (closedIn(blockClosure(p.hash, (d / CLOSURE_BLOCK) | 0), d)) return -1;
  return priceFrom(p, factors[d] as number, x);
}

/** Full day record, or null when the package cannot be booked that day (sold-out days included). */
export function dayPriceAt(p: PackagePricing, calendar: PricingCalendar, d: number): DayPrice | null {
  const price = priceAt(p, calendar, d);
  if (price < 0) return null;
  const x = dayHash(p.hash, d);
  const weekday = calendar.weekday[d];
  let minLos = 1;
  if (p.weekendMinLos && (weekday === 5 || weekday === 6)) {
    const v = (x >>> 16) & 0xff;
    minLos = v >= 243 ? 3 : v < 180 ? 2 : 1;
  }
  return { price, minLos, roomsLeft: ROOMS_LEFT[(x >>> 24) & 15] as number };
}

/**
 * Scans the whole window once: the exact minimum price (the "from" price).
 * This loop runs for every package at start-up, hence the hand-inlined kernel.
 */
export function scanWindow(p: PackagePricing, calendar: PricingCalendar): { min: number } {
  const factors = calendar.factors[p.profile] as Float64Array;
  const length = factors.length;
  let min = Number.POSITIVE_INFINITY;
  let closure = 0;
  for (let d = 0; d < length; d++) {
    if (d % CLOSURE_BLOCK === 0) closure = blockClosure(p.hash, d / CLOSURE_BLOCK);
    const x = dayHash(p.hash, d);
    if ((x & 0xff) < SOLD_OUT_BELOW) continue;
    if (closure < CLOSURE_BELOW && closedIn(closure, d)) continue;
    const price = priceFrom(p, factors[d] as number, x);
    if (price < min) min = price;
  }
  return { min };
}
