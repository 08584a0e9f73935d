import { hasHotel, hotelFlowFallback } from '@/screens/search/hotel-flow-fallback';
import { defaultSearchCriteria, type SearchHashCriteria } from '@/state/hash/search-criteria';

/** Issue 9 §2 item 5: a hotel-flow search without a hotel is the booking search with the same criteria. */
const criteria = (values: Partial<SearchHashCriteria>): SearchHashCriteria => ({ ...defaultSearchCriteria(), ...values });

describe('hotel flow without a hotel', () => {
  it('stays with a hotel (picked or the flow hotelId)', () => {
    expect(hasHotel(criteria({ hotel: 12 }))).toBe(true);
    expect(hasHotel(criteria({ hotelId: 12 }))).toBe(true);
    expect(hotelFlowFallback('fr_FR', 'hotel', criteria({ hotel: 12 }))).toBeNull();
    expect(hotelFlowFallback('fr_FR', 'hotel', criteria({ hotelId: 12, priceMax: 100 }))).toBeNull();
  });

  it('goes to the booking search with the same criteria, back on page 1', () => {
    expect(hotelFlowFallback('fr_FR', 'hotel', criteria({}))).toBe('/fr-fr/recherche');
    expect(hotelFlowFallback('fr_FR', 'hotel', criteria({ priceMax: 20000, sort: 'priceAsc', page: 3, adults: 3 }))).toBe('/fr-fr/recherche#a=3&sort=priceAsc&priceMax=20000');
    expect(hotelFlowFallback('nl_BE', 'hotel', criteria({ region: 'vlaanderen' }))).toMatch(/^\/nl-be\/[a-z-]+#region=vlaanderen$/);
  });

  it('concerns the hotel flow only', () => {
    for (const flow of ['booking', 'gifting', 'activity', 'beneficiary'] as const) expect(hotelFlowFallback('fr_FR', flow, criteria({}))).toBeNull();
  });
});
