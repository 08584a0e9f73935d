import fc from 'fast-check';
import type { SearchCriteria } from '@/domain/model/search';
import {
  activeFilters,
  clearFilterCommit,
  confirmFilters,
  draftCriteria,
  draftOf,
  filterDraftReducer,
  filterValuesOf,
  initFilterDraft,
  isDistanceActive,
  isDraftChanged,
  SEARCH_BAR_ORIGIN,
  sameFilterValues,
  type FilterDraftState,
} from '@/domain/filters';

const url: SearchCriteria = {
  cityId: 'lyon',
  checkin: '2026-04-10',
  night: 2,
  adults: 2,
  priceMin: 5000,
  stars: [4, 3],
  facilities: ['spa'],
};

describe('filter values in normal form', () => {
  it('sorts sets, drops empties and a zero score, folds petsAllowed into the pets facility', () => {
    expect(filterValuesOf({ stars: [5, 3, 5], tags: [], hotelScore: 0, facilities: ['spa', 'pool'], petsAllowed: true, city: 'x' })).toEqual({
      stars: [3, 5],
      facilities: ['pets', 'pool', 'spa'],
    });
    expect(sameFilterValues({ stars: [3, 4] }, { stars: [4, 3] })).toBe(true);
    expect(sameFilterValues({ tags: [] }, {})).toBe(true);
    expect(sameFilterValues({ facilities: ['pets'] }, { petsAllowed: true })).toBe(true);
    expect(sameFilterValues({ priceMin: 100 }, {})).toBe(false);
  });

  it('the distance filter is active when distanceMin or distanceMax is present', () => {
    expect(isDistanceActive({})).toBe(false);
    expect(isDistanceActive({ distanceMin: 0 })).toBe(true);
    expect(isDistanceActive({ distanceMax: 50 })).toBe(true);
    expect(activeFilters({ distanceMin: 0 })).toEqual(['distance']);
  });

  it('lists the active dropdowns', () => {
    expect(activeFilters(url)).toEqual(['price', 'facilities', 'moreFilters']);
    expect(activeFilters({ tags: ['t1'], hotelScore: 8 })).toEqual(['activities', 'moreFilters']);
    expect(activeFilters({ hotelScore: 0, tags: [] })).toEqual([]);
  });
});

describe('filter draft', () => {
  const initial = initFilterDraft(url);

  it('keeps edits local until confirmed', () => {
    const edited = filterDraftReducer(initial, { type: 'edit', patch: { priceMax: 20_000, tags: ['golf'] } });
    expect(edited.url).toBe(url);
    expect(isDraftChanged(initial)).toBe(false);
    expect(isDraftChanged(edited)).toBe(true);
    expect(draftOf(edited, 'price')).toEqual({ priceMin: 5000, priceMax: 20_000 });
  });

  it('an edit that sets a value back to none removes it', () => {
    const edited = filterDraftReducer(initial, { type: 'edit', patch: { priceMin: undefined, stars: [] } });
    expect(edited.draft).toEqual({ facilities: ['spa'] });
  });

  it('cancel restores the draft from the URL', () => {
    const edited = filterDraftReducer(initial, { type: 'edit', patch: { priceMax: 20_000 } });
    expect(filterDraftReducer(edited, { type: 'cancel' })).toEqual(initial);
  });

  it('confirm returns the new criteria, page removed, origin the search bar, other criteria kept', () => {
    const edited = filterDraftReducer(initial, { type: 'edit', patch: { priceMax: 20_000, stars: [5] } });
    expect(confirmFilters(edited)).toEqual({
      criteria: { cityId: 'lyon', checkin: '2026-04-10', night: 2, adults: 2, priceMin: 5000, priceMax: 20_000, stars: [5], facilities: ['spa'] },
      page: null,
      origin: SEARCH_BAR_ORIGIN,
    });
    expect(SEARCH_BAR_ORIGIN).toBe('searchBar');
  });

  it('clear removes that filter from the URL criteria and searches at once', () => {
    const edited = filterDraftReducer(initial, { type: 'edit', patch: { tags: ['golf'] } });
    expect(clearFilterCommit(edited, 'price')).toEqual({
      criteria: { cityId: 'lyon', checkin: '2026-04-10', night: 2, adults: 2, stars: [4, 3], facilities: ['spa'] },
      page: null,
      origin: 'searchBar',
    });
    expect(clearFilterCommit(initial, 'moreFilters').criteria).not.toHaveProperty('stars');
    expect(clearFilterCommit(initFilterDraft({ ...url, petsAllowed: true }), 'facilities').criteria).not.toHaveProperty('petsAllowed');
    const cleared = filterDraftReducer(edited, { type: 'clear', filter: 'price' });
    expect(cleared.draft).toEqual({ stars: [3, 4], facilities: ['spa'] });
  });

  it('mobile Reset empties the draft, searched on confirm', () => {
    const reset = filterDraftReducer(initial, { type: 'resetAll' });
    expect(reset.draft).toEqual({});
    expect(confirmFilters(reset).criteria).toEqual({ cityId: 'lyon', checkin: '2026-04-10', night: 2, adults: 2 });
  });

  it('re-syncs when the URL filter values change, but keeps edits when only other values change', () => {
    const edited = filterDraftReducer(initial, { type: 'edit', patch: { priceMax: 20_000 } });
    const backForward = filterDraftReducer(edited, { type: 'urlChanged', criteria: { ...url, priceMin: 9000 } });
    expect(backForward.draft.priceMin).toBe(9000);
    expect(backForward.draft.priceMax).toBeUndefined();
    const newDates = filterDraftReducer(edited, { type: 'urlChanged', criteria: { ...url, checkin: '2026-05-01' } });
    expect(newDates.draft.priceMax).toBe(20_000);
    expect(newDates.url.checkin).toBe('2026-05-01');
    expect(confirmFilters(newDates).criteria.checkin).toBe('2026-05-01');
  });

  it('draftCriteria is the URL criteria with the draft filters (what facets count on)', () => {
    const edited = filterDraftReducer(initial, { type: 'edit', patch: { hotelScore: 8 } });
    expect(draftCriteria(edited)).toEqual({ ...url, stars: [3, 4], hotelScore: 8 });
  });

  it('confirming an unchanged draft writes the URL filters back unchanged (property)', () => {
    const criteria = fc.record(
      {
        cityId: fc.constantFrom('lyon', 'paris'),
        stars: fc.array(fc.integer({ min: 1, max: 5 })),
        tags: fc.array(fc.constantFrom('golf', 'spa', 'wine')),
        priceMin: fc.integer({ min: 0, max: 25_000 }),
        hotelScore: fc.constantFrom(0, 7, 8, 8.5),
        facilities: fc.array(fc.constantFrom('pets', 'pool', 'spa')),
        petsAllowed: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(criteria, (c) => {
        const state: FilterDraftState = initFilterDraft(c);
        const committed = confirmFilters(state).criteria;
        expect(sameFilterValues(committed, c)).toBe(true);
        expect(committed.cityId).toBe(c.cityId);
        // Confirming is idempotent.
        expect(confirmFilters(initFilterDraft(committed)).criteria).toEqual(committed);
      }),
    );
  });
});
