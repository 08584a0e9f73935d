import {
  DEFAULT_GUESTS,
  GUEST_BOUNDS,
  canChangeGuests,
  changeGuests,
  guestsForFlow,
  isGuestSelectorEnabled,
  isSingleRoom,
  type Guests,
} from '@/components/search-box/guests';

const party = (adults: number, children = 0, babies = 0): Guests => ({ adults, children, babies });

describe('guest bounds (part 2 §5)', () => {
  it('are adults 1-20, children 0-10, babies 0-10', () => {
    expect(GUEST_BOUNDS).toEqual({ adults: { min: 1, max: 20 }, children: { min: 0, max: 10 }, babies: { min: 0, max: 10 } });
    expect(DEFAULT_GUESTS).toEqual(party(2));
  });

  it('ignores a change that leaves the bounds', () => {
    expect(changeGuests(party(1), 'adults', -1)).toEqual(party(1));
    expect(changeGuests(party(20), 'adults', 1)).toEqual(party(20));
    expect(changeGuests(party(2, 0), 'children', -1)).toEqual(party(2, 0));
    expect(changeGuests(party(2, 10), 'children', 1)).toEqual(party(2, 10));
    expect(changeGuests(party(2, 0, 0), 'babies', -1)).toEqual(party(2, 0, 0));
    expect(changeGuests(party(2, 0, 10), 'babies', 1)).toEqual(party(2, 0, 10));
  });

  it('applies a change inside the bounds, one kind at a time', () => {
    expect(changeGuests(party(2), 'adults', 1)).toEqual(party(3));
    expect(changeGuests(party(2), 'children', 1)).toEqual(party(2, 1));
    expect(changeGuests(party(2, 1, 1), 'babies', -1)).toEqual(party(2, 1, 0));
    expect(canChangeGuests(party(19), 'adults', 1)).toBe(true);
    expect(canChangeGuests(party(20), 'adults', 1)).toBe(false);
    expect(canChangeGuests(party(2), 'adults', 0.5)).toBe(false);
  });

  it('books a single room when any child or baby travels', () => {
    expect(isSingleRoom(party(2))).toBe(false);
    expect(isSingleRoom(party(5))).toBe(false);
    expect(isSingleRoom(party(2, 1))).toBe(true);
    expect(isSingleRoom(party(2, 0, 1))).toBe(true);
  });

  it('fixes gift and activity searches at 2 adults with the selector disabled', () => {
    expect(isGuestSelectorEnabled('booking')).toBe(true);
    expect(isGuestSelectorEnabled('hotel')).toBe(true);
    expect(isGuestSelectorEnabled('gifting')).toBe(false);
    expect(isGuestSelectorEnabled('activity')).toBe(false);
    expect(guestsForFlow('gifting', party(4, 2, 1))).toEqual(party(2, 0, 0));
    expect(guestsForFlow('activity', party(4, 2, 1))).toEqual(party(2, 0, 0));
    expect(guestsForFlow('booking', party(4, 2, 1))).toEqual(party(4, 2, 1));
  });
});
