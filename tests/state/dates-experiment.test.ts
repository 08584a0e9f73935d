import { SEARCH_FLOWS } from '@/routing/route';
import { datesExperimentStart, hasStayDates, type DatesExperimentVariant } from '@/state/dates-experiment';
import type { StayDates } from '@/state/hash/stay-dates';

const noDates: StayDates = {};
const dates: StayDates = { checkin: '2026-04-10', checkout: '2026-04-12', night: 2 };

const start = (variant: DatesExperimentVariant, stay: StayDates, suggestionDismissed = false, flow: (typeof SEARCH_FLOWS)[number] = 'booking') =>
  datesExperimentStart({ variant, flow, dates: stay, suggestionDismissed });

describe('dates experiment (part 1 §4)', () => {
  it('forced dates missing: the dates prompt opens instead of searching', () => {
    expect(start('forced', noDates)).toBe('promptDates');
    expect(start('forced', noDates, true)).toBe('promptDates'); // forced cannot be dismissed
  });

  it('suggested and not dismissed: prompt; dismissed: search', () => {
    expect(start('suggested', noDates)).toBe('promptDates');
    expect(start('suggested', noDates, true)).toBe('search');
  });

  it('searches when the dates are there, or outside the experiment', () => {
    expect(start('forced', dates)).toBe('search');
    expect(start('suggested', dates)).toBe('search');
    expect(start('off', noDates)).toBe('search');
  });

  it('a check-in alone is not enough; a check-in with nights is', () => {
    expect(hasStayDates({ checkin: '2026-04-10' })).toBe(false);
    expect(hasStayDates({ night: 2 })).toBe(false);
    expect(hasStayDates({ checkin: '2026-04-10', night: 2 })).toBe(true);
    expect(start('forced', { checkin: '2026-04-10' })).toBe('promptDates');
  });

  it('never stops gift or activity searches, which take no dates', () => {
    expect(start('forced', noDates, false, 'gifting')).toBe('search');
    expect(start('suggested', noDates, false, 'activity')).toBe('search');
    for (const flow of ['booking', 'hotel', 'box', 'beneficiary'] as const) expect(start('forced', noDates, false, flow)).toBe('promptDates');
  });
});
