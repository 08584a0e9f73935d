import { canStepParticipants, changeParticipants, participantRange, participantsFrom, PARTICIPANTS_STEPPER, pricedCounts, stepParticipants } from '@/domain/activity';

const keys = (...adults: number[]) => adults.map((count) => ({ adults: count }));

describe('activity participants (part 2 §4 "Participant count (activity)", §5 "Activity participants")', () => {
  it('the range is the lowest to the highest price key; 1–2 without prices', () => {
    expect(participantRange(keys(2, 3, 4, 5))).toEqual({ min: 2, max: 5 });
    expect(participantRange(keys(4, 1, 3))).toEqual({ min: 1, max: 4 });
    expect(participantRange([])).toEqual({ min: 1, max: 2 });
  });

  it('price keys outside the stepper range 1–20 are not counts the stepper can show', () => {
    expect(PARTICIPANTS_STEPPER).toEqual({ min: 1, max: 20 });
    expect(pricedCounts(keys(0, 1, 2, 21, 2))).toEqual([1, 2]);
    expect(participantRange(keys(19, 20, 25))).toEqual({ min: 19, max: 20 });
  });

  it('starts from the hash count when it has a price, else the lowest priced count', () => {
    expect(participantsFrom(3, keys(1, 2, 3, 4))).toBe(3);
    expect(participantsFrom(null, keys(2, 3, 4))).toBe(2);
    expect(participantsFrom(null, [])).toBe(1);
  });

  it('resets to the minimum when the count has no price (outside the range, or a gap between keys)', () => {
    expect(participantsFrom(9, keys(2, 3, 4))).toBe(2);
    expect(participantsFrom(1, keys(2, 3, 4))).toBe(2);
    expect(participantsFrom(3, keys(2, 4, 6))).toBe(2);
    // Without prices the default range 1–2 holds.
    expect(participantsFrom(2, [])).toBe(2);
    expect(participantsFrom(3, [])).toBe(1);
  });

  it('a step outside [min, max] is ignored: the count stays, the button cannot step', () => {
    const prices = keys(1, 2, 3);
    expect(stepParticipants(3, 1, prices)).toBe(3);
    expect(stepParticipants(1, -1, prices)).toBe(1);
    expect(canStepParticipants(3, 1, prices)).toBe(false);
    expect(canStepParticipants(1, -1, prices)).toBe(false);
    expect(stepParticipants(2, 1, prices)).toBe(3);
    expect(stepParticipants(2, -1, prices)).toBe(1);
    expect(canStepParticipants(2, 1, prices)).toBe(true);
    expect(stepParticipants(2, 1, [])).toBe(2);
    expect(stepParticipants(1, 1, [])).toBe(2);
  });

  it('steps over a gap between price keys to the next priced count', () => {
    expect(stepParticipants(2, 1, keys(2, 4, 6))).toBe(4);
    expect(stepParticipants(6, -1, keys(2, 4, 6))).toBe(4);
  });

  it('a requested count is kept only when sellable', () => {
    expect(changeParticipants(2, 4, keys(1, 2, 3, 4))).toBe(4);
    expect(changeParticipants(2, 5, keys(1, 2, 3, 4))).toBe(2);
    expect(changeParticipants(2, 0, keys(1, 2, 3, 4))).toBe(2);
    expect(changeParticipants(2, 2.5, keys(1, 2, 3, 4))).toBe(2);
  });
});
