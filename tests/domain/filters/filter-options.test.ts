import { toFacetQuery } from '@/api/search/criteria';
import {
  draftCriteria,
  filterDraftReducer,
  initFilterDraft,
  isFacilitySelected,
  isOptionDisabled,
  isStarOptionDisabled,
  shouldRefreshFacets,
  toggleFacilityOption,
  toggleScore,
  toggleValue,
  viewOffersLabel,
} from '@/domain/filters';

describe('options', () => {
  it('selecting the selected score clears it to 0', () => {
    expect(toggleScore(undefined, 8)).toBe(8);
    expect(toggleScore(8, 8.5)).toBe(8.5);
    expect(toggleScore(8.5, 8.5)).toBe(0);
  });

  it('multi-selects toggle values', () => {
    expect(toggleValue(undefined, 'golf')).toEqual(['golf']);
    expect(toggleValue(['golf', 'spa'], 'golf')).toEqual(['spa']);
    expect(toggleValue([3, 4], 5)).toEqual([3, 4, 5]);
  });

  it('zero-count options are disabled unless selected', () => {
    expect(isOptionDisabled({ count: 0, selected: false })).toBe(true);
    expect(isOptionDisabled({ count: 0, selected: true })).toBe(false);
    expect(isOptionDisabled({ count: 4, selected: false })).toBe(false);
  });

  it('a star option is disabled when its count is zero or the bar is disabled', () => {
    expect(isStarOptionDisabled({ count: 0, barDisabled: false })).toBe(true);
    expect(isStarOptionDisabled({ count: 3, barDisabled: true })).toBe(true);
    expect(isStarOptionDisabled({ count: 3, barDisabled: false })).toBe(false);
  });

  it('the pet policy option toggles the pets facility, whatever form the URL used', () => {
    const pets = { name: 'petsAllowed', value: 'true' };
    const spa = { name: 'facilities', value: 'spa' };
    expect(toggleFacilityOption({}, pets)).toEqual({ facilities: ['pets'], petsAllowed: undefined });
    expect(toggleFacilityOption({ facilities: ['pets', 'spa'] }, pets)).toEqual({ facilities: ['spa'], petsAllowed: undefined });
    expect(toggleFacilityOption({ petsAllowed: true }, pets)).toEqual({ facilities: [], petsAllowed: undefined });
    expect(toggleFacilityOption({ facilities: ['pets'] }, spa)).toEqual({ facilities: ['spa', 'pets'], petsAllowed: undefined });
    expect(isFacilitySelected({ petsAllowed: true }, pets)).toBe(true);
    expect(isFacilitySelected({ facilities: ['pets'] }, pets)).toBe(true);
    expect(isFacilitySelected({ facilities: ['spa'] }, spa)).toBe(true);
    expect(isFacilitySelected({}, spa)).toBe(false);
  });

  it("the primary button reads 'View {count} offers' once a count is known, 'View offers' for none (never 'View 0 offers')", () => {
    expect(viewOffersLabel(12)).toEqual({ key: 'filters.viewCountOffers', values: { count: 12 } });
    expect(viewOffersLabel(0)).toEqual({ key: 'filters.viewOffers', values: {} });
    expect(viewOffersLabel(null)).toEqual({ key: 'filters.viewOffers', values: {} });
    expect(viewOffersLabel(undefined).key).toBe('filters.viewOffers');
  });
});

describe('facet refresh', () => {
  const url = { cityId: 'lyon', lat: 45.76, lng: 4.83, priceMin: 5000 };
  const state = initFilterDraft(url);

  it('refreshes when a panel is open and the draft changed since the facets were counted', () => {
    const edited = filterDraftReducer(state, { type: 'edit', patch: { stars: [4] } });
    expect(shouldRefreshFacets({ panelOpen: true, draft: draftCriteria(edited), facetsCountedOn: url })).toBe(true);
    expect(shouldRefreshFacets({ panelOpen: false, draft: draftCriteria(edited), facetsCountedOn: url })).toBe(false);
    expect(shouldRefreshFacets({ panelOpen: true, draft: draftCriteria(state), facetsCountedOn: url })).toBe(false);
    expect(shouldRefreshFacets({ panelOpen: true, draft: draftCriteria(edited), facetsCountedOn: draftCriteria(edited) })).toBe(false);
  });

  it('the draft feeds the API client query: pets as petsAllowed, gifting price keys, lat/lng with distance only', () => {
    const withPets = filterDraftReducer(state, { type: 'edit', patch: { facilities: ['spa', 'pets'] } });
    const stay = toFacetQuery(draftCriteria(withPets), 'stay', true);
    expect(stay).toMatchObject({ facilities: 'spa', petsAllowed: true, priceMin: 5000, activities: true });
    expect(stay.lat).toBeUndefined();
    const gift = toFacetQuery(draftCriteria(withPets), 'gift', false);
    expect(gift).toMatchObject({ singleVoucherPriceMin: 5000 });
    expect(gift.priceMin).toBeUndefined();
    const around = filterDraftReducer(state, { type: 'edit', patch: { distanceMin: 0, distanceMax: 30 } });
    expect(toFacetQuery(draftCriteria(around), 'stay', false)).toMatchObject({ distanceMin: 0, distanceMax: 30, lat: 45.76, lng: 4.83 });
  });
});
