import fc from 'fast-check';
import { SEARCH_FLOWS, type SearchFlow } from '@/domain/search/search-flow';
import { defaultSearchCriteria, type SearchHashCriteria } from '@/state/hash/search-criteria';
import { createSearchCriteriaCodec } from '@/state/hash/search-criteria-codec';
import { criteriaForFlow, sortOptionsFor, switchFlow } from '@/state/search-flow';
import { fixedClock, validSearchCriteria } from './arbitraries';

const codec = createSearchCriteriaCodec(fixedClock);
const criteria = (hash: string): SearchHashCriteria => codec.parse(hash);
const lyon = '#checkin=2026-04-10&checkout=2026-04-12&a=3&c=1&city=Lyon&lat=45.75&lng=4.85&stars[]=4&priceMax=20000&page=3';

describe('sort options by flow (part 1 §9)', () => {
  const noPosition = {};
  const position = { lat: 45.75, lng: 4.85 };

  it('priceQuality first everywhere; distance only with lat and lng', () => {
    for (const flow of SEARCH_FLOWS) {
      expect(sortOptionsFor(flow, noPosition)[0]).toBe('priceQuality');
      expect(sortOptionsFor(flow, noPosition)).not.toContain('distance');
      expect(sortOptionsFor(flow, position)).toContain('distance');
      expect(sortOptionsFor(flow, { lat: 45 })).not.toContain('distance');
    }
  });

  it('promo in booking; priceAsc and popularity in booking and hotel; svPrice sorts in gifting', () => {
    expect(sortOptionsFor('booking', position)).toStrictEqual(['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity']);
    expect(sortOptionsFor('hotel', position)).toStrictEqual(['priceQuality', 'distance', 'priceAsc', 'popularity']);
    expect(sortOptionsFor('gifting', position)).toStrictEqual(['priceQuality', 'distance', 'svPriceDesc', 'svPriceAsc']);
    expect(sortOptionsFor('activity', noPosition)).toStrictEqual(['priceQuality']);
  });

  it('criteria read in a flow keep only a sort it offers', () => {
    expect(criteriaForFlow(criteria('#sort=promo'), 'booking').sort).toBe('promo');
    expect(criteriaForFlow(criteria('#sort=promo'), 'hotel').sort).toBe('priceQuality');
    expect(criteriaForFlow(criteria('#sort=svPriceAsc'), 'gifting').sort).toBe('svPriceAsc');
    expect(criteriaForFlow(criteria('#sort=svPriceAsc'), 'booking').sort).toBe('priceQuality');
  });
});

describe('guests by flow', () => {
  it('gifting and activity search for 2 adults, no children or babies, whatever the hash says', () => {
    expect(criteriaForFlow(criteria('#a=5&c=2&b=1'), 'gifting')).toMatchObject({ adults: 2, children: 0, babies: 0, singleRoom: false });
    expect(criteriaForFlow(criteria('#a=5&c=2&b=1'), 'activity')).toMatchObject({ adults: 2, children: 0, babies: 0, singleRoom: false });
    expect(criteriaForFlow(criteria('#a=5&c=2&b=1'), 'booking')).toMatchObject({ adults: 5, children: 2, babies: 1, singleRoom: true });
  });
});

describe('switching flows (part 1 §4)', () => {
  it('to activity clears every criterion', () => {
    expect(switchFlow(criteria(lyon), 'activity')).toStrictEqual(defaultSearchCriteria());
  });

  it('to gifting keeps the criteria, fixes the guests, drops the dates, and keeps only the priceQuality and distance sorts', () => {
    const switched = switchFlow(criteria(`${lyon}&sort=distance`), 'gifting');
    expect(switched).toMatchObject({ city: 'Lyon', stars: [4], priceMax: 20000, sort: 'distance' });
    expect('checkin' in switched || 'checkout' in switched || 'night' in switched).toBe(false);
    // Back to booking keeps the dates.
    expect(switchFlow(criteria(lyon), 'booking')).toMatchObject({ checkin: '2026-04-10' });
    expect(switched).toMatchObject({ adults: 2, children: 0, babies: 0, singleRoom: false });
    expect(switchFlow(criteria(`${lyon}&sort=priceAsc`), 'gifting').sort).toBe('priceQuality');
    expect(switchFlow(criteria(`${lyon}&sort=promo`), 'gifting').sort).toBe('priceQuality');
    // Even a gifting sort is not carried over: only the two named ones are.
    expect(switchFlow(criteria(`${lyon}&sort=svPriceAsc`), 'gifting').sort).toBe('priceQuality');
  });

  it('to any other flow keeps the criteria, with a sort that flow offers', () => {
    const fromGifting = switchFlow(criteria(`${lyon}&sort=svPriceDesc`), 'booking');
    expect(fromGifting).toMatchObject({ city: 'Lyon', adults: 3, children: 1, sort: 'priceQuality' });
    expect(switchFlow(criteria(`${lyon}&sort=popularity`), 'hotel').sort).toBe('popularity');
  });

  it('starts the new flow on the first page', () => {
    for (const flow of SEARCH_FLOWS) expect(switchFlow(criteria(lyon), flow).page).toBe(1);
  });

  it('property: the result is canonical criteria with a sort the target flow offers', () => {
    fc.assert(
      fc.property(validSearchCriteria, fc.constantFrom<SearchFlow>(...SEARCH_FLOWS), (value, flow) => {
        const switched = switchFlow(value, flow);
        expect(codec.parse(codec.print(switched))).toStrictEqual(switched);
        expect(sortOptionsFor(flow, switched)).toContain(switched.sort);
        if (flow === 'gifting') expect([switched.adults, switched.children, switched.babies]).toStrictEqual([2, 0, 0]);
      }),
      { numRuns: 300 },
    );
  });
});
