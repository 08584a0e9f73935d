import {
  activityDayIndex,
  activitySelectionList,
  chooseActivityDate,
  choicesForActivities,
  choicesWithinStay,
  MISSING_ACTIVITY_DATES_MESSAGE,
  missingActivityDates,
  parseActivitySelectionList,
} from '@/domain/product/activity-dates';

const activities = [
  { activityId: 10, singleDay: true },
  { activityId: 20, singleDay: false },
  { activityId: 30, singleDay: true },
];

describe('activity date choices (part 1 §4)', () => {
  it('adds a choice for a new activity', () => {
    expect(chooseActivityDate([], { activityId: 10, dayIndex: 1 })).toEqual([{ activityId: 10, dayIndex: 1 }]);
  });

  it('replaces an earlier choice for the same activity, keeping its place', () => {
    const choices = [
      { activityId: 10, dayIndex: 0 },
      { activityId: 30, dayIndex: 1 },
    ];
    expect(chooseActivityDate(choices, { activityId: 10, dayIndex: 2 })).toEqual([
      { activityId: 10, dayIndex: 2 },
      { activityId: 30, dayIndex: 1 },
    ]);
    expect(choices[0]).toEqual({ activityId: 10, dayIndex: 0 });
  });

  it('counts day indexes from the check-in day, across a month end', () => {
    expect(activityDayIndex('2026-03-30', '2026-03-30')).toBe(0);
    expect(activityDayIndex('2026-03-30', '2026-04-01')).toBe(2);
  });

  it('forgets choices outside a stay of n nights (day 0 to n − 1)', () => {
    const choices = [
      { activityId: 10, dayIndex: 0 },
      { activityId: 30, dayIndex: 2 },
      { activityId: 40, dayIndex: -1 },
    ];
    expect(choicesWithinStay(choices, 2)).toEqual([{ activityId: 10, dayIndex: 0 }]);
    expect(choicesWithinStay(choices, 3)).toEqual([
      { activityId: 10, dayIndex: 0 },
      { activityId: 30, dayIndex: 2 },
    ]);
  });
});

describe("an offer's own activity dates (issue 22 item 1)", () => {
  it("keeps the dates of the offer's activities, in the order chosen, and leaves the others out", () => {
    const choices = [
      { activityId: 869, dayIndex: 0 },
      { activityId: 870, dayIndex: 1 },
    ];
    expect(choicesForActivities(choices, [{ activityId: 871 }, { activityId: 869 }])).toEqual([{ activityId: 869, dayIndex: 0 }]);
    expect(choicesForActivities(choices, [{ activityId: 870 }, { activityId: 869 }])).toEqual(choices);
    expect(choicesForActivities(choices, [])).toEqual([]);
  });
});

describe('missing activity dates (part 1 §5)', () => {
  it('keeps the spec message', () => {
    expect(MISSING_ACTIVITY_DATES_MESSAGE).toBe('Please choose your activity dates.');
  });

  it('lists every singleDay activity without a date, in the product order', () => {
    expect(missingActivityDates(activities, [])).toEqual([10, 30]);
    expect(missingActivityDates(activities, [{ activityId: 30, dayIndex: 0 }])).toEqual([10]);
  });

  it('never asks a date for an activity that needs none', () => {
    expect(missingActivityDates(activities, [{ activityId: 10, dayIndex: 0 }, { activityId: 30, dayIndex: 1 }])).toEqual([]);
    expect(missingActivityDates([{ activityId: 20, singleDay: false }], [])).toEqual([]);
  });
});

describe('activitySelectionList / activityDates (part 2 §3)', () => {
  it('joins activityId_dayIndex items with dashes', () => {
    expect(activitySelectionList([{ activityId: 10, dayIndex: 0 }, { activityId: 30, dayIndex: 1 }])).toBe('10_0-30_1');
    expect(activitySelectionList([{ activityId: 7, dayIndex: 12 }])).toBe('7_12');
  });

  it('is left out when nothing is chosen', () => {
    expect(activitySelectionList([])).toBeUndefined();
  });

  it('reads back what it writes', () => {
    const choices = [{ activityId: 10, dayIndex: 0 }, { activityId: 30, dayIndex: 1 }];
    expect(parseActivitySelectionList(activitySelectionList(choices))).toEqual(choices);
  });

  it('drops malformed items and lets a later item for an activity win', () => {
    expect(parseActivitySelectionList('10_0-abc-30_x-0_1-10_2')).toEqual([{ activityId: 10, dayIndex: 2 }]);
    expect(parseActivitySelectionList('')).toEqual([]);
    expect(parseActivitySelectionList(null)).toEqual([]);
  });
});
