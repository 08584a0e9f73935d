import { daysBetween, type IsoDay } from '@/domain/calendar/iso-day';

/**
 * Activity dates of a stay (part 1 §4, §5; part 2 §3, §4). An activity marked singleDay happens
 * on one day of the stay the guest picks; booking waits until each has one. A choice is the day's
 * index in the stay (0 = the check-in day), which is what the quote's activitySelectionList and
 * the criteria's activityDates carry: `activityId_dayIndex` items joined by '-'.
 */

export interface ActivityDateChoice {
  activityId: number;
  dayIndex: number;
}

/** The message the UI shows while a date is missing (part 1 §5). */
export const MISSING_ACTIVITY_DATES_MESSAGE = 'Please choose your activity dates.';

/**
 * Choosing a date replaces any earlier one for that activity (part 1 §4). The choice keeps the
 * activity's place in the list, so the string sent to the quote does not reorder on a change.
 */
export function chooseActivityDate(choices: readonly ActivityDateChoice[], choice: ActivityDateChoice): ActivityDateChoice[] {
  const index = choices.findIndex((existing) => existing.activityId === choice.activityId);
  if (index === -1) return [...choices, choice];
  return choices.map((existing, at) => (at === index ? choice : existing));
}

/** The day index of a calendar day in a stay starting at `checkin`. */
export function activityDayIndex(checkin: IsoDay, day: IsoDay): number {
  return daysBetween(checkin, day);
}

/** A choice fits a stay of `nights` nights when it falls on one of its days before checkout. */
export const isWithinStay = (choice: ActivityDateChoice, nights: number): boolean =>
  Number.isInteger(choice.dayIndex) && choice.dayIndex >= 0 && choice.dayIndex < nights;

/** When the dates change, choices that no longer fall inside the stay are forgotten. */
export function choicesWithinStay(choices: readonly ActivityDateChoice[], nights: number): ActivityDateChoice[] {
  return choices.filter((choice) => isWithinStay(choice, nights));
}

/**
 * The choices that belong to an offer: those of its own dated activities. Another offer of the
 * hotel has its own programme, so a date chosen for an activity it lacks is never sent with it
 * (the quote would refuse it: ACTIVITY_NOT_IN_OFFER); one it shares keeps its date.
 */
export function choicesForActivities(choices: readonly ActivityDateChoice[], activities: readonly { activityId: number }[]): ActivityDateChoice[] {
  const own = new Set(activities.map((activity) => activity.activityId));
  return choices.filter((choice) => own.has(choice.activityId));
}

/** Ids of the singleDay activities still without a date, in the product's order: the ones to mark. */
export function missingActivityDates(activities: readonly { activityId: number; singleDay: boolean }[], choices: readonly ActivityDateChoice[]): number[] {
  const chosen = new Set(choices.map((choice) => choice.activityId));
  return activities.filter((activity) => activity.singleDay && !chosen.has(activity.activityId)).map((activity) => activity.activityId);
}

/** `activityId_dayIndex` items joined by '-'; undefined when nothing is chosen (the parameter is left out). */
export function activitySelectionList(choices: readonly ActivityDateChoice[]): string | undefined {
  if (choices.length === 0) return undefined;
  return choices.map((choice) => `${choice.activityId}_${choice.dayIndex}`).join('-');
}

const ITEM = /^([1-9]\d{0,14})_(\d{1,3})$/;

/** Reads an activityDates string back; malformed items are dropped, a later item for an activity wins. */
export function parseActivitySelectionList(raw: string | null | undefined): ActivityDateChoice[] {
  if (!raw) return [];
  let choices: ActivityDateChoice[] = [];
  for (const item of raw.split('-')) {
    const match = ITEM.exec(item.trim());
    if (match) choices = chooseActivityDate(choices, { activityId: Number(match[1]), dayIndex: Number(match[2]) });
  }
  return choices;
}
