import {
  CHECKOUT_NIGHTS_IDLE,
  checkoutNightsReducer,
  fromCheckinPrices,
  giftDayStatus,
  hasMinimumStays,
  minimumStayNightPrice,
  nightsRangeOf,
  supplementAmount,
} from '@/domain/calendar';
import { perNightPrice } from '@/domain/cards';

describe('gift day status: included vs supplement', () => {
  it('included when price minus gift value is not positive, otherwise supplement', () => {
    expect(giftDayStatus({ amount: 15_000, minLos: 1 }, 15_000)).toBe('included');
    expect(giftDayStatus({ amount: 14_999, minLos: 1 }, 15_000)).toBe('included');
    expect(giftDayStatus({ amount: 15_001, minLos: 1 }, 15_000)).toBe('supplement');
    expect(giftDayStatus(undefined, 15_000)).toBe('notAvailable');
  });

  it('the supplement is what the gift does not cover, never negative', () => {
    expect(supplementAmount({ amount: 18_000, minLos: 1 }, 15_000)).toBe(3000);
    expect(supplementAmount({ amount: 12_000, minLos: 1 }, 15_000)).toBe(0);
  });
});

describe('minimum stay', () => {
  it('day price per night is amount / minimum stay / 100, rounded up like every per-night price', () => {
    expect(minimumStayNightPrice({ amount: 30_000, minLos: 2 })).toBe(150);
    expect(minimumStayNightPrice({ amount: 10_000, minLos: 3 })).toBe(perNightPrice(10_000, 3));
    expect(minimumStayNightPrice({ amount: 10_000, minLos: 3 })).toBe(34);
    expect(minimumStayNightPrice({ amount: 30_001, minLos: 2 })).toBe(151);
    expect(minimumStayNightPrice({ amount: 12_900, minLos: 1 })).toBe(129);
    // A broken minimum stay never divides by zero.
    expect(minimumStayNightPrice({ amount: 12_900, minLos: 0 })).toBe(129);
  });

  it('the legend shows only when a day needs more than one night', () => {
    expect(hasMinimumStays([{ amount: 1, minLos: 1 }, undefined])).toBe(false);
    expect(hasMinimumStays([{ amount: 1, minLos: 1 }, { amount: 1, minLos: 2 }])).toBe(true);
  });
});

describe('checkout nights', () => {
  it('the selectable range runs from the minimum to the maximum returned', () => {
    expect(nightsRangeOf([3, 1, 2, 7])).toEqual({ min: 1, max: 7 });
    expect(nightsRangeOf([2])).toEqual({ min: 2, max: 2 });
    expect(nightsRangeOf([])).toBeNull();
    expect(nightsRangeOf([0, -1, 1.5])).toBeNull();
  });

  it('loading drops the previous range; a failure clears the range and ends loading, silently', () => {
    const loaded = checkoutNightsReducer(checkoutNightsReducer(CHECKOUT_NIGHTS_IDLE, { type: 'requested' }), { type: 'succeeded', nights: [2, 3] });
    expect(loaded).toEqual({ loading: false, range: { min: 2, max: 3 } });
    const again = checkoutNightsReducer(loaded, { type: 'requested' });
    expect(again).toEqual({ loading: true, range: null });
    expect(checkoutNightsReducer(again, { type: 'failed' })).toEqual({ loading: false, range: null });
    expect(checkoutNightsReducer(loaded, { type: 'reset' })).toEqual(CHECKOUT_NIGHTS_IDLE);
  });
});

it('gift redemption prices become calendar days', () => {
  expect(fromCheckinPrices([{ day: '2026-03-06', minLos: 2, displayTotalPrice: 24_000 }])).toEqual({ '2026-03-06': { amount: 24_000, minLos: 2 } });
});
