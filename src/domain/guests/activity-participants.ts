/**
 * The activity search box's participants (part 2 §5: "the activity search box limits 1 to 2
 * ('From 1 to 2 participants'). Outside values are ignored."). Activities are sold per adult, so
 * the count is the search's adults (hash a); children and babies do not apply.
 */
export const ACTIVITY_SEARCH_PARTICIPANTS = Object.freeze({ min: 1, max: 2 });

export function isActivityParticipantsAllowed(count: number): boolean {
  return Number.isInteger(count) && count >= ACTIVITY_SEARCH_PARTICIPANTS.min && count <= ACTIVITY_SEARCH_PARTICIPANTS.max;
}

/** One step of the stepper; a change leaving 1 to 2 is ignored (the count stays). */
export function changeActivityParticipants(count: number, delta: number): number {
  return isActivityParticipantsAllowed(count + delta) ? count + delta : count;
}
