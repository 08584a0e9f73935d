import { ECO_LABEL_MIN_FACILITIES, ecoFacilityList, showsEcoLabel } from '@/domain/product/eco-label';

const facilities = (count: number) => Array.from({ length: count }, (_, index) => `Commitment ${index + 1}`);

describe('eco label (part 1 §4)', () => {
  it('shows from 8 eco facilities, not 7', () => {
    expect(ECO_LABEL_MIN_FACILITIES).toBe(8);
    expect(showsEcoLabel(facilities(8))).toBe(true);
    expect(showsEcoLabel(facilities(12))).toBe(true);
    expect(showsEcoLabel(facilities(7))).toBe(false);
    expect(showsEcoLabel([])).toBe(false);
    expect(showsEcoLabel(null)).toBe(false);
  });

  it('does not count blank or repeated entries', () => {
    expect(showsEcoLabel([...facilities(7), 'Commitment 1', '  ', ''])).toBe(false);
    expect(showsEcoLabel([...facilities(7), ' Solar panels '])).toBe(true);
  });

  it('lists each commitment once, trimmed, in the hotel order', () => {
    expect(ecoFacilityList([' Solar panels', 'Local food', 'Solar panels', ''])).toEqual(['Solar panels', 'Local food']);
  });
});
