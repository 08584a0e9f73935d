import { hotelDay } from '@/domain/calendar/site-clock';

/**
 * A typed view of a location hash. `parse` accepts any string and never throws (unknown keys are
 * ignored, bad values fall back to defaults); `print` writes the canonical hash: keys in a fixed
 * order, defaults left out, so `parse(print(parse(x)))` equals `parse(x)` and equal values print
 * equal text. The store rewrites only `keys`, so two codecs can share one hash.
 */
export interface HashCodec<T> {
  /** Every key the codec reads or writes, lists without their '[]'. */
  readonly keys: ReadonlySet<string>;
  /** What an empty hash means. A fresh object on each call: callers may keep and change it. */
  defaults(): T;
  parse(hash: string): T;
  print(value: T): string;
}

/** A codec's view of today, passed in so tests and servers decide what "now" is (DESIGN §4). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Today in Paris; a clock that throws or gives an invalid date counts as unknown (no date window). */
export function todayOf(clock: Clock): string | undefined {
  try {
    return hotelDay(clock());
  } catch {
    return undefined;
  }
}
