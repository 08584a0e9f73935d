/**
 * When customer care answers (part 2 §9, the issue): help by phone and e-mail Monday to Friday
 * 10:00-19:00 and Saturday 10:00-18:00; the chat 9 to 6, Monday to Friday. Hours of the day, local time.
 */
export interface OpeningHours {
  days: 'weekdays' | 'saturday';
  from: number;
  to: number;
}

export const HELP_HOURS: readonly OpeningHours[] = [
  { days: 'weekdays', from: 10, to: 19 },
  { days: 'saturday', from: 10, to: 18 },
];

export const CHAT_HOURS: readonly OpeningHours[] = [{ days: 'weekdays', from: 9, to: 18 }];
