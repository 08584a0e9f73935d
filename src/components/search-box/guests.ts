import type { Flow } from '@/domain/model/cms';

/**
 * Guest rules of the search box (part 2 §5): adults 1 to 20, children 0 to 10, babies 0 to 10;
 * single room when any child or baby travels; gifting and activity searches are for 2 adults and
 * their guest selector is disabled. Changes that would leave the bounds are ignored.
 */

export interface Guests {
  adults: number;
  children: number;
  babies: number;
}

export type GuestKind = keyof Guests;

export const GUEST_KINDS: readonly GuestKind[] = ['adults', 'children', 'babies'];

export const GUEST_BOUNDS: Readonly<Record<GuestKind, { min: number; max: number }>> = {
  adults: { min: 1, max: 20 },
  children: { min: 0, max: 10 },
  babies: { min: 0, max: 10 },
};

/** Default party (part 1 §9) and the fixed party of gift and activity searches (part 2 §5). */
export const DEFAULT_GUESTS: Readonly<Guests> = { adults: 2, children: 0, babies: 0 };

export function isGuestSelectorEnabled(flow: Flow): boolean {
  return flow !== 'gifting' && flow !== 'activity';
}

/** The party a search of this flow uses. */
export function guestsForFlow(flow: Flow, guests: Guests): Guests {
  return isGuestSelectorEnabled(flow) ? guests : { ...DEFAULT_GUESTS };
}

export function canChangeGuests(guests: Guests, kind: GuestKind, delta: number): boolean {
  const next = guests[kind] + delta;
  return Number.isInteger(next) && next >= GUEST_BOUNDS[kind].min && next <= GUEST_BOUNDS[kind].max;
}

/** One step of a stepper; a change outside the bounds leaves the party as it was. */
export function changeGuests(guests: Guests, kind: GuestKind, delta: number): Guests {
  return canChangeGuests(guests, kind, delta) ? { ...guests, [kind]: guests[kind] + delta } : guests;
}

export function isSingleRoom(guests: Guests): boolean {
  return guests.children > 0 || guests.babies > 0;
}
