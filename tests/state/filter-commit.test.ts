import { clearFilterCommit, confirmFilters, filterDraftReducer, initFilterDraft } from '@/domain/filters';
import { searchCriteriaCodec, toApiSearchCriteria, withCommittedFilters } from '@/state';

/** A confirmed or cleared filter draft written back to the hash (part 1 §4). */
const hash = (text: string) => searchCriteriaCodec.parse(text);

describe('withCommittedFilters', () => {
  it('writes the confirmed draft, back to page 1, origin the search bar, other criteria kept', () => {
    const current = hash('a=3&city=lyon&sort=priceAsc&stars[]=4&page=3');
    let state = initFilterDraft(toApiSearchCriteria(current));
    state = filterDraftReducer(state, { type: 'edit', patch: { priceMax: 15000, facilities: ['spa', 'pets'] } });
    const next = withCommittedFilters(current, confirmFilters(state).criteria);
    expect(searchCriteriaCodec.print(next)).toBe(
      'a=3&city=lyon&sort=priceAsc&stars[]=4&priceMax=15000&facilities[]=pets&facilities[]=spa&origin=searchBar',
    );
  });

  it('a clear removes only that dropdown, from the URL values, whatever the draft holds', () => {
    const current = hash('priceMin=2000&priceMax=9000&stars[]=3&stars[]=4&facilities[]=spa');
    let state = initFilterDraft(toApiSearchCriteria(current));
    state = filterDraftReducer(state, { type: 'edit', patch: { facilities: ['pool'] } });
    const next = withCommittedFilters(current, clearFilterCommit(state, 'price').criteria);
    expect(next).toMatchObject({ stars: [3, 4], facilities: ['spa'], page: 1, origin: 'searchBar' });
    expect(next.priceMin).toBeUndefined();
    expect(next.priceMax).toBeUndefined();
  });

  it('an emptied filter leaves no key behind, and a score of 0 is no score', () => {
    const current = hash('hotelScore=8&tags[]=golf');
    const next = withCommittedFilters(current, { hotelScore: 0, tags: [] });
    expect(searchCriteriaCodec.print(next)).toBe('origin=searchBar');
  });
});
