import fc from 'fast-check';
import {
  ACTIVITY_PRICE_SLIDER_MINIMUM,
  CENTS_PER_UNIT,
  clampDistance,
  DEFAULT_DISTANCE_OPTION_KM,
  defaultDistance,
  DISTANCE_OPTIONS_KM,
  DISTANCE_SLIDER_BOUNDS,
  distanceCriteriaForOption,
  distanceOptionOf,
  includeOffersAroundPatch,
  moveNearerHandle,
  orderHandles,
  parseTypedPrice,
  priceCriteriaFromHandles,
  priceHandleLabel,
  priceHandlesFromCriteria,
  priceSliderBounds,
  PRICE_NO_MINIMUM_THRESHOLD,
  PRICE_SLIDER_CAP,
  PRICE_SLIDER_STEP,
} from '@/domain/filters';

describe('price slider', () => {
  it("has the spec's constants", () => {
    expect([PRICE_SLIDER_CAP, PRICE_NO_MINIMUM_THRESHOLD, CENTS_PER_UNIT, PRICE_SLIDER_STEP, ACTIVITY_PRICE_SLIDER_MINIMUM]).toEqual([250, 9, 100, 1, 1]);
    expect(priceSliderBounds('booking')).toEqual({ min: 0, max: 250, step: 1 });
    expect(priceSliderBounds('activity')).toEqual({ min: 1, max: 250, step: 1 });
  });

  it('9 and below means no minimum, 10 is sent as 1000 cents', () => {
    expect(priceCriteriaFromHandles([9, 100], 'booking')).toEqual({ priceMin: undefined, priceMax: 10_000 });
    expect(priceCriteriaFromHandles([0, 100], 'booking')).toEqual({ priceMin: undefined, priceMax: 10_000 });
    expect(priceCriteriaFromHandles([10, 100], 'booking')).toEqual({ priceMin: 1000, priceMax: 10_000 });
  });

  it('250 and above means no maximum, 249 is sent as 24 900 cents', () => {
    expect(priceCriteriaFromHandles([50, 250], 'gifting')).toEqual({ priceMin: 5000, priceMax: undefined });
    expect(priceCriteriaFromHandles([50, 249], 'gifting')).toEqual({ priceMin: 5000, priceMax: 24_900 });
    expect(priceCriteriaFromHandles([50, 900], 'gifting').priceMax).toBeUndefined();
  });

  it('the activity flow starts at 1', () => {
    expect(priceHandlesFromCriteria({}, 'activity')).toEqual([1, 250]);
    expect(priceCriteriaFromHandles([0, 250], 'activity')).toEqual({ priceMin: undefined, priceMax: undefined });
    expect(priceHandlesFromCriteria({}, 'booking')).toEqual([0, 250]);
  });

  it('reads criteria in cents back into whole-unit handles', () => {
    expect(priceHandlesFromCriteria({ priceMin: 5000, priceMax: 12_000 }, 'booking')).toEqual([50, 120]);
    expect(priceHandlesFromCriteria({ priceMin: 5049 }, 'booking')).toEqual([50, 250]);
    expect(priceHandlesFromCriteria({ priceMax: 99_900 }, 'booking')).toEqual([0, 250]);
    expect(priceHandlesFromCriteria({ priceMin: 20_000, priceMax: 5000 }, 'booking')).toEqual([50, 200]);
  });

  it('shows the upper end with a plus', () => {
    expect(priceHandleLabel(250)).toEqual({ value: 250, plus: true });
    expect(priceHandleLabel(249)).toEqual({ value: 249, plus: false });
  });

  it('typed values keep only the first digit group and are capped', () => {
    const bounds = priceSliderBounds('booking');
    expect(parseTypedPrice('120', bounds)).toBe(120);
    expect(parseTypedPrice('12 €', bounds)).toBe(12);
    expect(parseTypedPrice('1 200', bounds)).toBe(1);
    expect(parseTypedPrice('€ 45,50', bounds)).toBe(45);
    expect(parseTypedPrice('999', bounds)).toBe(250);
    expect(parseTypedPrice('99999999999999999999999', bounds)).toBe(250);
    expect(parseTypedPrice('abc', bounds)).toBeNull();
    expect(parseTypedPrice('', bounds)).toBeNull();
    expect(parseTypedPrice('0', priceSliderBounds('activity'))).toBe(1);
  });

  it('handles to criteria and back is stable for in-range handles (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 250 }), fc.integer({ min: 0, max: 250 }), (a, b) => {
        const criteria = priceCriteriaFromHandles([a, b], 'booking');
        const [low, high] = priceHandlesFromCriteria(criteria, 'booking');
        const [ordLow, ordHigh] = orderHandles([a, b]);
        expect(low).toBe(ordLow <= 9 ? 0 : ordLow);
        expect(high).toBe(ordHigh);
        expect(priceCriteriaFromHandles([low, high], 'booking')).toEqual(criteria);
        if (criteria.priceMin !== undefined && criteria.priceMax !== undefined) expect(criteria.priceMin).toBeLessThanOrEqual(criteria.priceMax);
      }),
    );
  });
});

describe('range handles', () => {
  const bounds = { min: 0, max: 250, step: 1 };

  it('a track click moves the nearer handle', () => {
    expect(moveNearerHandle([50, 150], 60, bounds)).toEqual([60, 150]);
    expect(moveNearerHandle([50, 150], 140, bounds)).toEqual([50, 140]);
    expect(moveNearerHandle([50, 150], 10, bounds)).toEqual([10, 150]);
    expect(moveNearerHandle([50, 150], 240, bounds)).toEqual([50, 240]);
    // Exactly between: the lower handle.
    expect(moveNearerHandle([50, 150], 100, bounds)).toEqual([100, 150]);
    // Both handles together: the side of the click decides.
    expect(moveNearerHandle([80, 80], 20, bounds)).toEqual([20, 80]);
    expect(moveNearerHandle([80, 80], 200, bounds)).toEqual([80, 200]);
  });

  it('a click is snapped to the step and kept in bounds', () => {
    expect(moveNearerHandle([50, 150], 140.6, bounds)).toEqual([50, 141]);
    expect(moveNearerHandle([50, 150], 400, bounds)).toEqual([50, 250]);
  });

  it('handles are ordered min to max on blur', () => {
    expect(orderHandles([200, 30])).toEqual([30, 200]);
    expect(orderHandles([30, 200])).toEqual([30, 200]);
  });

  it('a click never crosses the handles (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 250 }), fc.integer({ min: 0, max: 250 }), fc.integer({ min: -50, max: 300 }), (a, b, click) => {
        const [low, high] = moveNearerHandle([a, b], click, bounds);
        expect(low).toBeLessThanOrEqual(high);
        expect(low).toBeGreaterThanOrEqual(0);
        expect(high).toBeLessThanOrEqual(250);
      }),
    );
  });
});

describe('distance slider', () => {
  it('offers 100, 200 and 300 km, default 200, as the stops of a 100–300 km slider', () => {
    expect(DISTANCE_OPTIONS_KM).toEqual([100, 200, 300]);
    expect(DEFAULT_DISTANCE_OPTION_KM).toBe(200);
    expect(DISTANCE_SLIDER_BOUNDS).toEqual({ min: 100, max: 300, step: 100 });
    expect(defaultDistance()).toEqual({ distanceMin: 0, distanceMax: 200 });
  });

  it('is clamped to its bounds, on its stops', () => {
    expect(clampDistance(-5)).toBe(100);
    expect(clampDistance(30)).toBe(100);
    expect(clampDistance(160)).toBe(200);
    expect(clampDistance(1000)).toBe(300);
    expect(clampDistance(Number.NaN)).toBe(100);
    expect(distanceCriteriaForOption(300)).toEqual({ distanceMin: 0, distanceMax: 300 });
    expect(distanceCriteriaForOption(900)).toEqual({ distanceMin: 0, distanceMax: 300 });
  });

  it('reads an option only from a ring from the centre whose radius is an option', () => {
    expect(distanceOptionOf({})).toBeNull();
    expect(distanceOptionOf({ distanceMax: 200 })).toBe(200);
    expect(distanceOptionOf({ distanceMin: 0, distanceMax: 100 })).toBe(100);
    // A map area or a ring away from the centre is no option: none is checked.
    expect(distanceOptionOf({ distanceMin: 0, distanceMax: 37 })).toBeNull();
    expect(distanceOptionOf({ distanceMin: 50, distanceMax: 200 })).toBeNull();
  });

  it("'Include offers around' turns the default option on and the filter off", () => {
    expect(includeOffersAroundPatch(true)).toEqual({ distanceMin: 0, distanceMax: 200 });
    expect(includeOffersAroundPatch(false)).toEqual({ distanceMin: undefined, distanceMax: undefined });
  });
});
