import type { StressMessage } from '../model/search';

/** At most 2 stress messages on a card; a rooms-left message when 3 or fewer remain (part 1 §9). */
export const MAX_STRESS_MESSAGES = 2;
export const ROOMS_LEFT_THRESHOLD = 3;

export function visibleStressMessages(messages: readonly StressMessage[]): StressMessage[] {
  return messages.slice(0, MAX_STRESS_MESSAGES);
}

/** 'Only {count} rooms left' for 1 to 3 rooms; none when unknown, plentiful or sold out. */
export function roomsLeftMessage(availableRooms: number | null | undefined): { key: 'offerCard.roomsLeft'; values: { count: number } } | null {
  if (availableRooms === null || availableRooms === undefined || !Number.isInteger(availableRooms)) return null;
  if (availableRooms < 1 || availableRooms > ROOMS_LEFT_THRESHOLD) return null;
  return { key: 'offerCard.roomsLeft', values: { count: availableRooms } };
}
