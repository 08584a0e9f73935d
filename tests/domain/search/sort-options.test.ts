import { SEARCH_ORDERS } from '@/domain/model/search';
import { DEFAULT_SORT, effectiveSort, SEARCH_FLOWS, sortLabelKey, sortOptions } from '@/domain/search';

describe('sort options per flow', () => {
  it('priceQuality is the default and comes first everywhere', () => {
    expect(DEFAULT_SORT).toBe('priceQuality');
    for (const flow of SEARCH_FLOWS) for (const hasPosition of [true, false]) expect(sortOptions({ flow, hasPosition })[0]).toBe('priceQuality');
  });

  it('booking: promo, priceAsc, popularity; distance only with lat and lng', () => {
    expect(sortOptions({ flow: 'booking', hasPosition: false })).toEqual(['priceQuality', 'promo', 'priceAsc', 'popularity']);
    expect(sortOptions({ flow: 'booking', hasPosition: true })).toEqual(['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity']);
  });

  it('hotel: priceAsc and popularity, no promo', () => {
    expect(sortOptions({ flow: 'hotel', hasPosition: true })).toEqual(['priceQuality', 'distance', 'priceAsc', 'popularity']);
  });

  it('gifting: svPriceDesc and svPriceAsc only', () => {
    expect(sortOptions({ flow: 'gifting', hasPosition: false })).toEqual(['priceQuality', 'svPriceDesc', 'svPriceAsc']);
  });

  it('activity, box and beneficiary: priceQuality and distance', () => {
    for (const flow of ['activity', 'box', 'beneficiary'] as const) expect(sortOptions({ flow, hasPosition: true })).toEqual(['priceQuality', 'distance']);
  });

  it('every option is a known order', () => {
    for (const flow of SEARCH_FLOWS) for (const order of sortOptions({ flow, hasPosition: true })) expect(SEARCH_ORDERS).toContain(order);
  });

  it('an order the flow does not offer falls back to the default', () => {
    expect(effectiveSort('distance', { flow: 'booking', hasPosition: false })).toBe('priceQuality');
    expect(effectiveSort('distance', { flow: 'booking', hasPosition: true })).toBe('distance');
    expect(effectiveSort('promo', { flow: 'gifting', hasPosition: true })).toBe('priceQuality');
    expect(effectiveSort('svPriceAsc', { flow: 'gifting', hasPosition: false })).toBe('svPriceAsc');
    expect(effectiveSort(undefined, { flow: 'hotel', hasPosition: false })).toBe('priceQuality');
    expect(sortLabelKey('priceAsc')).toBe('search.sort.priceAsc');
  });
});
