import type { CountDown } from '../model/cms';

/**
 * The countdowns of the CMS's banners and jumbotrons (part 2 §4, §9): shown only while now lies
 * between start and end; they tick every second until the end, then read zero. Pure: the clock is
 * an argument (DESIGN §4).
 */

/** The countdown ticks every second (part 2 §9). */
export const COUNTDOWN_TICK_MS = 1000;

/** A countdown shows only while start ≤ now < end. Unreadable dates never show. */
export function isCountdownVisible(countDown: CountDown | null | undefined, now: Date): boolean {
  if (!countDown) return false;
  const start = Date.parse(countDown.start);
  const end = Date.parse(countDown.end);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const at = now.getTime();
  return start <= at && at < end;
}

export interface RemainingTime {
  totalMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `end`, never negative: the countdown stops at zero. */
export function remainingTime(end: string | Date, now: Date): RemainingTime {
  const endMs = typeof end === 'string' ? Date.parse(end) : end.getTime();
  const totalMs = Number.isNaN(endMs) ? 0 : Math.max(0, endMs - now.getTime());
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    totalMs,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** A jumbotron with a countdown outside its window is hidden; one without a countdown always shows. */
export function isJumbotronVisible(jumbotron: { countDown: CountDown | null }, now: Date): boolean {
  return jumbotron.countDown === null || isCountdownVisible(jumbotron.countDown, now);
}
