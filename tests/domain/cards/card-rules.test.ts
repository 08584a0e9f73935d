import fc from 'fast-check';
import {
  ACTIVITY_PROMO_THRESHOLD,
  activityPromo,
  BADGE_ROTATION_INTERVAL_MS,
  BADGE_TRANSITION_MS,
  badgeRotation,
  cancellationLabel,
  hasPromoBadge,
  MAX_STRESS_MESSAGES,
  OFFERS_LIST_PROMO_THRESHOLD,
  offersListPromo,
  perNightDifference,
  perNightPrice,
  promoFrom,
  QUOTE_PROMO_THRESHOLD,
  quotePromo,
  reviewScoreDisplay,
  ROOMS_LEFT_THRESHOLD,
  roomsLeftMessage,
  scoreLabelKey,
  visibleStressMessages,
} from '@/domain/cards';

describe('stress and rooms-left messages', () => {
  it('at most 2 stress messages', () => {
    expect(MAX_STRESS_MESSAGES).toBe(2);
    const message = (text: string) => ({ message: text, color: 'social' as const, icon: null, emoji: null });
    expect(visibleStressMessages([message('a'), message('b'), message('c')])).toHaveLength(2);
    expect(visibleStressMessages([message('a')])).toHaveLength(1);
  });

  it('rooms left when 3 or fewer remain', () => {
    expect(ROOMS_LEFT_THRESHOLD).toBe(3);
    expect(roomsLeftMessage(3)).toEqual({ key: 'offerCard.roomsLeft', values: { count: 3 } });
    expect(roomsLeftMessage(1)).toEqual({ key: 'offerCard.roomsLeft', values: { count: 1 } });
    expect(roomsLeftMessage(4)).toBeNull();
    expect(roomsLeftMessage(0)).toBeNull();
    expect(roomsLeftMessage(null)).toBeNull();
  });
});

describe('badge rotation', () => {
  /** The column's progress at `ms` into the round, as the browser reads a `linear()` easing. */
  function progressAt(easing: string, cycleMs: number, ms: number): number {
    const stops = easing.slice('linear('.length, -1).split(', ').map((stop) => {
      const [value, at] = stop.split(' ');
      return { value: Number(value), at: (Number.parseFloat(at!) / 100) * cycleMs };
    });
    const after = stops.findIndex((stop) => stop.at >= ms);
    const next = stops[after]!;
    const previous = stops[Math.max(after - 1, 0)]!;
    if (next.at === previous.at) return next.value;
    return previous.value + ((ms - previous.at) / (next.at - previous.at)) * (next.value - previous.value);
  }

  it('a new badge every 3000 ms, sliding in over the last 500 ms of the one before', () => {
    expect([BADGE_ROTATION_INTERVAL_MS, BADGE_TRANSITION_MS]).toEqual([3000, 500]);
    const rotation = badgeRotation(3)!;
    expect(rotation.cycleMs).toBe(9000);
    expect(rotation.easing).toBe('linear(0 0%, 0 27.778%, 0.3333 33.333%, 0.3333 61.111%, 0.6667 66.667%, 0.6667 94.444%, 1 100%)');
    const shown = (ms: number) => progressAt(rotation.easing, rotation.cycleMs, ms) * 3;
    expect([0, 2499, 3000, 5499, 6000, 8499].map((ms) => Math.round(shown(ms) * 1000) / 1000)).toEqual([0, 0, 1, 1, 2, 2]);
    // Halfway through a slide, half a badge.
    expect(shown(2750)).toBeCloseTo(0.5);
    // The round closes on the first badge's copy: the next round starts where it ended.
    expect(shown(9000)).toBe(3);
  });

  it('one badge or none never moves', () => {
    expect(badgeRotation(1)).toBeNull();
    expect(badgeRotation(0)).toBeNull();
    expect(badgeRotation(Number.NaN)).toBeNull();
  });

  it('outside the slides the column always stands on a whole badge, one of the card’s (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 2, max: 8 }), (ms, count) => {
        const rotation = badgeRotation(count)!;
        const inRound = ms % rotation.cycleMs;
        if (inRound % BADGE_ROTATION_INTERVAL_MS >= BADGE_ROTATION_INTERVAL_MS - BADGE_TRANSITION_MS) return;
        const shown = progressAt(rotation.easing, rotation.cycleMs, inRound) * count;
        expect(Math.abs(shown - Math.round(shown))).toBeLessThan(0.01);
        expect(Math.round(shown)).toBe(Math.floor(inRound / BADGE_ROTATION_INTERVAL_MS));
      }),
    );
  });
});

describe('review score labels (keys)', () => {
  it.each([
    [6.9, null],
    [7, 'offerCard.score.good'],
    [7.9, 'offerCard.score.good'],
    [8, 'offerCard.score.veryGood'],
    [8.4, 'offerCard.score.veryGood'],
    [8.5, 'offerCard.score.excellent'],
    [9, 'offerCard.score.fantastic'],
    [9.5, 'offerCard.score.perfect'],
    [10, 'offerCard.score.perfect'],
  ])('all-incentive mode: %s → %s', (score, key) => {
    expect(scoreLabelKey(score, true)).toBe(key);
  });

  it('outside all-incentive mode, below 9 has no label', () => {
    expect(scoreLabelKey(8.9, false)).toBeNull();
    expect(scoreLabelKey(7, false)).toBeNull();
    expect(scoreLabelKey(9, false)).toBe('offerCard.score.fantastic');
    expect(scoreLabelKey(9.5, false)).toBe('offerCard.score.perfect');
  });

  it('the label follows the score as shown with one decimal', () => {
    expect(scoreLabelKey(8.46, true)).toBe('offerCard.score.excellent');
    expect(scoreLabelKey(6.96, true)).toBe('offerCard.score.good');
    expect(reviewScoreDisplay({ count: 12, average: 8.46 }, { allIncentive: true })).toEqual({ kind: 'scored', score: 8.5, count: 12, key: 'offerCard.score.excellent' });
  });

  it("no score reads 'New'", () => {
    expect(reviewScoreDisplay(null, { allIncentive: true })).toEqual({ kind: 'new', key: 'offerCard.score.new' });
    expect(reviewScoreDisplay({ count: 0, average: 0 }, { allIncentive: false }).kind).toBe('new');
    expect(reviewScoreDisplay({ count: 3, average: Number.NaN }, { allIncentive: false }).kind).toBe('new');
    expect(reviewScoreDisplay({ count: 3, average: 5 }, { allIncentive: true })).toEqual({ kind: 'scored', score: 5, count: 3, key: null });
  });
});

describe('cancellation', () => {
  const deadline = '2026-04-03';
  it('with dates and a cancellable policy with a deadline: modifiable until the deadline', () => {
    expect(cancellationLabel({ checkin: '2026-04-10', policy: { cancellable: true, deadline } })).toEqual({ key: 'offerCard.cancellation.modifiableUntil', values: { deadline } });
  });

  it('with dates and no cancellable policy: non-refundable', () => {
    expect(cancellationLabel({ checkin: '2026-04-10', policy: { cancellable: false, deadline: null } })).toEqual({ key: 'offerCard.cancellation.nonRefundable', values: {} });
    expect(cancellationLabel({ checkin: '2026-04-10', policy: null })?.key).toBe('offerCard.cancellation.nonRefundable');
  });

  it('without dates: add dates', () => {
    expect(cancellationLabel({ checkin: null, policy: { cancellable: true, deadline } })).toEqual({ key: 'offerCard.cancellation.addDates', values: {} });
  });

  it('a cancellable policy without a deadline shows no label', () => {
    expect(cancellationLabel({ checkin: '2026-04-10', policy: { cancellable: true, deadline: null } })).toBeNull();
  });
});

describe('promo thresholds', () => {
  it('5 for activity offers, 10 for the offers list, 5 in the quote; below, 0', () => {
    expect([ACTIVITY_PROMO_THRESHOLD, OFFERS_LIST_PROMO_THRESHOLD, QUOTE_PROMO_THRESHOLD]).toEqual([5, 10, 5]);
    expect([activityPromo(4.9), activityPromo(5), activityPromo(7.6), activityPromo(undefined)]).toEqual([0, 5, 8, 0]);
    expect([offersListPromo(5), offersListPromo(9.9), offersListPromo(10), offersListPromo(null)]).toEqual([0, 0, 10, 0]);
    expect([quotePromo(4.9), quotePromo(5), quotePromo(12), quotePromo(Number.NaN)]).toEqual([0, 5, 12, 0]);
    expect(promoFrom(4.9, 5)).toBe(0);
    expect(promoFrom(5, 5)).toBe(5);
    expect(promoFrom(9.6, 10)).toBe(0);
    expect(promoFrom(10, 10)).toBe(10);
    expect(promoFrom(12.4, 10)).toBe(12);
    expect(promoFrom(null, 5)).toBe(0);
    expect(hasPromoBadge(0)).toBe(false);
    expect(hasPromoBadge(3)).toBe(true);
  });

  it('a promo shows (badge, struck reference price) only when positive and finite: the one display rule', () => {
    expect([1, 5, 10, 99].map(hasPromoBadge)).toEqual([true, true, true, true]);
    expect([0, -0, -5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY].map(hasPromoBadge)).toEqual([false, false, false, false, false, false]);
    // Below a threshold the reshaped promo is 0, so no badge: thresholds and display agree.
    expect(hasPromoBadge(offersListPromo(9.9))).toBe(false);
    expect(hasPromoBadge(activityPromo(5))).toBe(true);
  });
});

describe('per-night price', () => {
  it('total / nights, rounded up, in whole units', () => {
    expect(perNightPrice(13_000, 2)).toBe(65);
    expect(perNightPrice(10_000, 3)).toBe(34);
    expect(perNightPrice(10_001, 1)).toBe(101);
    expect(perNightPrice(12_900, 0)).toBe(129);
  });

  it('the difference between offers is per night, rounded up', () => {
    expect(perNightDifference(25_000, 20_000, 2)).toBe(25);
    expect(perNightDifference(25_001, 20_000, 2)).toBe(26);
    expect(perNightDifference(20_000, 25_000, 3)).toBe(-16);
  });

  it('exact multiples stay exact (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 30 }), (units, nights) => {
        expect(perNightPrice(units * nights * 100, nights)).toBe(units);
        expect(perNightPrice(units * nights * 100 + 1, nights)).toBe(units + 1);
      }),
    );
  });
});
