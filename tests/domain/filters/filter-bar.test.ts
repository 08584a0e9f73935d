import { filterBarContext, isIncludeOffersAroundShown, visibleFilters } from '@/domain/filters';
import { SEARCH_FLOWS } from '@/domain/search';

describe('filter bar dropdowns per flow and position', () => {
  it('booking with a city shows all five', () => {
    expect(visibleFilters(filterBarContext('booking', { cityId: 'lyon' }))).toEqual(['activities', 'price', 'distance', 'facilities', 'moreFilters']);
  });

  it('Activities is not in the hotel flow', () => {
    expect(visibleFilters({ flow: 'hotel', hasCity: true, hasPosition: true })).toEqual(['price', 'distance', 'facilities', 'moreFilters']);
  });

  it('Distance needs a city or coordinates', () => {
    expect(visibleFilters(filterBarContext('booking', {}))).toEqual(['activities', 'price', 'facilities', 'moreFilters']);
    expect(visibleFilters(filterBarContext('booking', { lat: 45.76, lng: 4.83 }))).toContain('distance');
    // One coordinate is no position.
    expect(visibleFilters(filterBarContext('booking', { lat: 45.76 }))).not.toContain('distance');
    expect(visibleFilters(filterBarContext('gifting', { city: 'Lyon' }))).toContain('distance');
  });

  it('the activity flow has only Activities and Price', () => {
    expect(visibleFilters(filterBarContext('activity', { cityId: 'lyon', lat: 1, lng: 2 }))).toEqual(['activities', 'price']);
  });

  it('every flow shows Price', () => {
    for (const flow of SEARCH_FLOWS) expect(visibleFilters({ flow, hasCity: false, hasPosition: false })).toContain('price');
  });

  it("'Include offers around' shows in More filters when a city exists", () => {
    expect(isIncludeOffersAroundShown(filterBarContext('booking', { cityId: 'lyon' }))).toBe(true);
    expect(isIncludeOffersAroundShown(filterBarContext('booking', { lat: 1, lng: 2 }))).toBe(false);
    expect(isIncludeOffersAroundShown(filterBarContext('activity', { cityId: 'lyon' }))).toBe(false);
  });
});
