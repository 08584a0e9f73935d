import { daysBetween, type IsoDay } from './iso-day';

/**
 * The dates being picked; a stay needs both (checkout strictly after checkin). Their own module,
 * without the picking rules (./date-selection.ts) and the availability they read, so that an island
 * that only asks "are the dates complete?" (the hotel's offers) carries no more.
 */
export interface DateSelection {
  checkin: IsoDay | null;
  checkout: IsoDay | null;
}

export const EMPTY_SELECTION: DateSelection = { checkin: null, checkout: null };

export function isComplete(selection: DateSelection): selection is { checkin: IsoDay; checkout: IsoDay } {
  return selection.checkin !== null && selection.checkout !== null;
}

export function nightsOf(selection: DateSelection): number | null {
  return isComplete(selection) ? daysBetween(selection.checkin, selection.checkout) : null;
}
