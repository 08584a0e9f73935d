import { getCatalogue } from '../../mocks/catalogue';
import type { WeekendPackage } from '../../mocks/catalogue/types';

/**
 * Stays of the in-process simulator's catalogue for the product, quote and checkout tests: read
 * only to pick a package and dates that have availability; every figure asserted comes through the
 * calls under test. The catalogue's today is SIMULATOR_TODAY (tests/setup/env.ts).
 */
export const catalogue = getCatalogue();

export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A morning of the catalogue's today: the clock the quote judges past check-ins by. */
export const catalogueMorning = () => new Date(`${catalogue.today}T09:00:00Z`);

export interface BookableStay {
  pkg: WeekendPackage;
  checkin: string;
  nights: number;
  checkout: string;
  /** A date (the first day) for every activity that needs one; undefined when none does. */
  activitySelectionList: string | undefined;
}

/**
 * A package of an active hotel and a check-in 10+ days ahead whose minimum stay is bookable for
 * 2 adults; `datedActivity` asks for a package with an activity that needs a date, `among` for one of
 * these packages (a box's stays: its vouchers redeem those only).
 */
export function bookableStay(options: { datedActivity?: boolean; skip?: number; among?: readonly number[] } = {}): BookableStay {
  let skip = options.skip ?? 0;
  for (const pkg of catalogue.packages) {
    if (options.among && !options.among.includes(pkg.id)) continue;
    if (!catalogue.index.hotelById.get(pkg.hotelId)?.active) continue;
    const dated = pkg.activities.filter((activity) => activity.singleDay);
    if (options.datedActivity && dated.length === 0) continue;
    const room = catalogue.index.hotelById.get(pkg.hotelId)?.rooms.find((candidate) => candidate.uuid === pkg.roomUuid);
    if (room && room.maxCapacity < 2) continue;
    for (let offset = 10; offset < 60; offset++) {
      const checkin = addDays(catalogue.today, offset);
      const first = catalogue.dayPrice(pkg.id, checkin);
      if (!first || first.roomsLeft <= 0) continue;
      const nights = first.minLos;
      const all = Array.from({ length: nights }, (_, night) => catalogue.dayPrice(pkg.id, addDays(checkin, night)));
      if (!all.every((price) => price && price.roomsLeft > 0)) continue;
      if (skip-- > 0) break;
      const activitySelectionList = dated.length ? dated.map((activity) => `${activity.activityId}_0`).join('-') : undefined;
      return { pkg, checkin, nights, checkout: addDays(checkin, nights), activitySelectionList };
    }
  }
  throw new Error('The catalogue has no bookable stay');
}

/** A package of another hotel than `pkg`'s. */
export function packageOfAnotherHotel(pkg: WeekendPackage): WeekendPackage {
  const other = catalogue.packages.find((candidate) => candidate.hotelId !== pkg.hotelId);
  if (!other) throw new Error('The catalogue has one hotel only');
  return other;
}
