/**
 * What a card assumes when the search answer leaves it out (part 1 §9: "cards default 2 guests and
 * 1 night"): the "1 night for 2 people" line under the price is then still printed.
 */
export const CARD_DEFAULT_PARTICIPANTS = 2;
export const CARD_DEFAULT_NIGHTS = 1;

export function cardParticipants(participants: number | null | undefined, paxAdults: number | null | undefined): number {
  return participants ?? paxAdults ?? CARD_DEFAULT_PARTICIPANTS;
}

export function cardNights(nights: number | null | undefined): number {
  return nights ?? CARD_DEFAULT_NIGHTS;
}
