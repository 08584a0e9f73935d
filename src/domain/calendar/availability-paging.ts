import { addMonths, monthsBetween, type YearMonth } from './iso-day';
import { currentMonth, maxMonth } from './month-navigation';
import type { SiteClock } from './site-clock';

/**
 * Availability is loaded a few months at a time as the visitor moves forward: 2 months per load on
 * desktop, 3 or 4 on mobile (3 for the pull data-flow mode, 4 otherwise) (part 2 §9), never past
 * the maximum month.
 */
export const AVAILABILITY_MONTHS_PER_LOAD_DESKTOP = 2;
export const AVAILABILITY_MONTHS_PER_LOAD_MOBILE_PULL = 3;
export const AVAILABILITY_MONTHS_PER_LOAD_MOBILE = 4;
/** The mobile calendar appends 3 months per step (part 1 §9). */
export const MOBILE_SCROLL_STEP_MONTHS = 3;
/** …when the list is scrolled within 200 px of its bottom (part 1 §9). */
export const MOBILE_LOAD_THRESHOLD_PX = 200;
/** Connectivity offers declare this data-flow mode. */
export const PULL_DATA_FLOW_MODE = 'PULL';

export type Device = 'desktop' | 'mobile';

export function availabilityMonthsPerLoad(device: Device, dataFlowMode: string | null): number {
  if (device === 'desktop') return AVAILABILITY_MONTHS_PER_LOAD_DESKTOP;
  return dataFlowMode === PULL_DATA_FLOW_MODE ? AVAILABILITY_MONTHS_PER_LOAD_MOBILE_PULL : AVAILABILITY_MONTHS_PER_LOAD_MOBILE;
}

export interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

export function isNearBottom(box: ScrollBox, threshold = MOBILE_LOAD_THRESHOLD_PX): boolean {
  return box.scrollHeight - (box.scrollTop + box.clientHeight) <= threshold;
}

/** Months shown by the mobile list after one more scroll step, capped at the maximum month. */
export function nextScrollMonthCount(shown: number, clock: SiteClock): number {
  return Math.min(shown + MOBILE_SCROLL_STEP_MONTHS, monthsBetween(currentMonth(clock), maxMonth(clock)) + 1);
}

/**
 * Where loading resumes: the first month not asked for yet. Guest or device changes reset it
 * (part 2 §4), because availability depends on them.
 */
export interface AvailabilityPaging {
  nextMonth: YearMonth;
}

export function startPaging(clock: SiteClock): AvailabilityPaging {
  return { nextMonth: currentMonth(clock) };
}

/** Moving forward loads more once the last shown month has not been asked for. */
export function needsMoreAvailability(paging: AvailabilityPaging, lastShownMonth: YearMonth, clock: SiteClock): boolean {
  return monthsBetween(paging.nextMonth, lastShownMonth) >= 0 && monthsBetween(paging.nextMonth, maxMonth(clock)) >= 0;
}

/** The months of the next load and the pointer after it. */
export function nextAvailabilityLoad(paging: AvailabilityPaging, monthsPerLoad: number, clock: SiteClock): { months: YearMonth[]; paging: AvailabilityPaging } {
  const remaining = monthsBetween(paging.nextMonth, maxMonth(clock)) + 1;
  const count = Math.max(0, Math.min(monthsPerLoad, remaining));
  const months = Array.from({ length: count }, (_, index) => addMonths(paging.nextMonth, index));
  return { months, paging: { nextMonth: addMonths(paging.nextMonth, count) } };
}
