import fc from 'fast-check';
import { isGuestSelectorDisabled, paxForFlow } from '@/domain/guests/guest-selector';
import { DEFAULT_PAX, isPaxCountAllowed, isSingleRoom, PAX_BOUNDS, PAX_KINDS, type Pax } from '@/domain/guests/pax';
import { canChangePax, changePax } from '@/domain/guests/pax-stepper';
import { SEARCH_FLOWS } from '@/domain/search/search-flow';

const party = (adults: number, children = 0, babies = 0): Pax => ({ adults, children, babies });

describe('pax bounds and defaults (part 2 §5)', () => {
  it('are adults 1-20, children 0-10, babies 0-10; the default party is 2 adults', () => {
    expect(PAX_BOUNDS).toEqual({ adults: { min: 1, max: 20 }, children: { min: 0, max: 10 }, babies: { min: 0, max: 10 } });
    expect(DEFAULT_PAX).toEqual(party(2));
  });

  it('allows whole counts within the bounds only', () => {
    expect([isPaxCountAllowed('adults', 0), isPaxCountAllowed('adults', 1), isPaxCountAllowed('adults', 20), isPaxCountAllowed('adults', 21)]).toEqual([false, true, true, false]);
    expect([isPaxCountAllowed('children', -1), isPaxCountAllowed('children', 0), isPaxCountAllowed('children', 10), isPaxCountAllowed('children', 11)]).toEqual([false, true, true, false]);
    expect([isPaxCountAllowed('babies', 10), isPaxCountAllowed('babies', 11), isPaxCountAllowed('babies', 1.5)]).toEqual([true, false, false]);
  });

  it('books a single room when any child or baby travels', () => {
    expect(isSingleRoom(party(2))).toBe(false);
    expect(isSingleRoom(party(5))).toBe(false);
    expect(isSingleRoom(party(2, 1))).toBe(true);
    expect(isSingleRoom(party(2, 0, 1))).toBe(true);
  });
});

describe('guest steppers (part 2 §4, §5)', () => {
  it('ignore a change that leaves the bounds', () => {
    expect(changePax(party(1), 'adults', -1)).toEqual(party(1));
    expect(changePax(party(20), 'adults', 1)).toEqual(party(20));
    expect(changePax(party(2, 0), 'children', -1)).toEqual(party(2, 0));
    expect(changePax(party(2, 10), 'children', 1)).toEqual(party(2, 10));
    expect(changePax(party(2, 0, 0), 'babies', -1)).toEqual(party(2, 0, 0));
    expect(changePax(party(2, 0, 10), 'babies', 1)).toEqual(party(2, 0, 10));
  });

  it('apply a change inside the bounds, one kind at a time', () => {
    expect(changePax(party(2), 'adults', 1)).toEqual(party(3));
    expect(changePax(party(2), 'children', 1)).toEqual(party(2, 1));
    expect(changePax(party(2, 1, 1), 'babies', -1)).toEqual(party(2, 1, 0));
    expect(canChangePax(party(19), 'adults', 1)).toBe(true);
    expect(canChangePax(party(20), 'adults', 1)).toBe(false);
    expect(canChangePax(party(2), 'adults', 0.5)).toBe(false);
  });

  it('never leave the bounds, whatever the steps', () => {
    const kind = fc.constantFrom(...PAX_KINDS);
    fc.assert(
      fc.property(fc.array(fc.tuple(kind, fc.constantFrom(-1, 1)), { maxLength: 60 }), (steps) => {
        const end = steps.reduce((pax, [k, delta]) => changePax(pax, k, delta), { ...DEFAULT_PAX });
        return PAX_KINDS.every((k) => isPaxCountAllowed(k, end[k]));
      }),
    );
  });
});

describe('guest selector by flow (part 1 §4, part 2 §5)', () => {
  it('is disabled in gifting and activity only', () => {
    expect(SEARCH_FLOWS.filter(isGuestSelectorDisabled)).toStrictEqual(['gifting', 'activity']);
  });

  it('fixes gift and activity searches at 2 adults', () => {
    expect(paxForFlow('gifting', party(4, 2, 1))).toEqual(party(2, 0, 0));
    expect(paxForFlow('activity', party(4, 2, 1))).toEqual(party(2, 0, 0));
    expect(paxForFlow('booking', party(4, 2, 1))).toEqual(party(4, 2, 1));
    expect(paxForFlow('hotel', party(4, 2, 1))).toEqual(party(4, 2, 1));
  });
});
