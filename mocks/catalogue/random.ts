/**
 * Seeded randomness for the simulator's catalogue.
 *
 * Two tools:
 * - `Rng`, a mulberry32 stream: fast, 32-bit state, good enough for fake data. Each record
 *   gets its own stream (`Rng.for(seed, 'hotel', id)`) so that adding a field to boxes never
 *   reshuffles hotels, and a hotel does not depend on the order it was generated in.
 * - `hash`/`mix32`: stateless "random value derived from (seed, id, day)", used where storing
 *   the value would cost too much (a year of day prices for 70,000 packages).
 */

/** murmur3's 32-bit finaliser: a cheap, well-spread bijection on uint32. */
export function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Combines two uint32 values into one (order matters). */
export function combine(a: number, b: number): number {
  return mix32((Math.imul(a ^ 0x9e3779b9, 0x01000193) + b) >>> 0);
}

/** FNV-1a over the UTF-16 code units: stable across runs and platforms. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h >>> 0);
}

/** Stable uint32 hash of a tuple, e.g. hash(seed, 'package', id). */
export function hash(...parts: Array<string | number>): number {
  let h = 0x2545f491;
  for (const part of parts) {
    // Non-integers (and negatives) go through their string form so 1.5 and 1 differ.
    const value = typeof part === 'number' && Number.isInteger(part) && part >= 0 && part <= 0xffffffff ? part : hashString(String(part));
    h = combine(h, value >>> 0);
  }
  return h;
}

/** uint32 → [0, 1). */
export function unit(x: number): number {
  return (x >>> 0) / 4294967296;
}

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** An independent stream for one record: same (seed, labels) → same sequence. */
  static for(seed: number, ...labels: Array<string | number>): Rng {
    return new Rng(hash(seed, ...labels));
  }

  /** mulberry32 step, in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick: empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct items (fewer if the list is shorter), in random order. */
  pickMany<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    // Partial Fisher–Yates: only the first n slots need shuffling.
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy.slice(0, n);
  }

  /** One value, chosen with probability proportional to its weight. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let r = this.next() * total;
    for (const [value, weight] of entries) {
      r -= weight;
      if (r < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('Rng.weighted: empty list');
    return last[0];
  }

  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[] {
    return this.pickMany(items, items.length);
  }

  /** Roughly bell-shaped value in [-1, 1] (mean of three uniforms), for "around X" numbers. */
  bell(): number {
    return (this.next() + this.next() + this.next()) / 1.5 - 1;
  }
}
