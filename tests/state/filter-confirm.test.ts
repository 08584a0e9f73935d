import { defaultSearchCriteria } from '@/state/hash/search-criteria';
import { createSearchCriteriaCodec } from '@/state/hash/search-criteria-codec';
import { applyFilterClear, applyFilterConfirm, clearFilterGroup, FILTER_GROUPS, filterDraftOf, type FilterDraft } from '@/state/filter-confirm';
import { fixedClock } from './arbitraries';

const codec = createSearchCriteriaCodec(fixedClock);
const current = codec.parse(
  '#checkin=2026-04-10&night=2&city=Lyon&sort=priceAsc&stars[]=4&hotelScore=8&priceMin=5000&priceMax=20000&tags[]=spa&facilities[]=pool&distanceMax=50&page=4&origin=home',
);

describe('filter confirm (part 1 §4)', () => {
  it('the draft opens with the URL values', () => {
    expect(filterDraftOf(current)).toStrictEqual<FilterDraft>({
      tags: ['spa'],
      priceMin: 5000,
      priceMax: 20000,
      distanceMax: 50,
      facilities: ['pool'],
      hotelTypes: [],
      hotelEnvironments: [],
      hotelStyles: [],
      stars: [4],
      hotelScore: 8,
    });
  });

  it('confirming writes the draft, removes the page and sets the origin to the search bar', () => {
    const draft: FilterDraft = { ...filterDraftOf(current), stars: [3, 4], priceMin: undefined, facilities: ['pets', 'pool'] };
    const confirmed = applyFilterConfirm(current, draft);
    expect(confirmed).toMatchObject({ stars: [3, 4], priceMax: 20000, facilities: ['pets', 'pool'], page: 1, origin: 'searchBar' });
    expect(confirmed).not.toHaveProperty('priceMin');
    // Place, dates and sort stay.
    expect(confirmed).toMatchObject({ city: 'Lyon', checkin: '2026-04-10', night: 2, sort: 'priceAsc' });
    expect(codec.print(confirmed)).not.toContain('page=');
    expect(codec.print(confirmed)).toContain('origin=searchBar');
  });

  it('confirming an unchanged draft still returns to the first page', () => {
    expect(applyFilterConfirm(current, filterDraftOf(current))).toStrictEqual({ ...current, page: 1, origin: 'searchBar' });
  });

  it('does not share lists with the draft', () => {
    const draft = filterDraftOf(current);
    const confirmed = applyFilterConfirm(current, draft);
    draft.stars.push(5);
    expect(confirmed.stars).toStrictEqual([4]);
  });

  it('clear removes one dropdown’s filters, keeps the others from the URL, and searches from page 1', () => {
    expect(applyFilterClear(current, 'price')).toMatchObject({ stars: [4], tags: ['spa'], page: 1, origin: 'searchBar' });
    expect(applyFilterClear(current, 'price')).not.toHaveProperty('priceMin');
    expect(applyFilterClear(current, 'price')).not.toHaveProperty('priceMax');
    expect(applyFilterClear(current, 'activities').tags).toStrictEqual([]);
    expect(applyFilterClear(current, 'facilities').facilities).toStrictEqual([]);
    expect(applyFilterClear(current, 'distance')).not.toHaveProperty('distanceMax');
    const more = applyFilterClear(current, 'moreFilters');
    expect(more.stars).toStrictEqual([]);
    expect(more).not.toHaveProperty('hotelScore');
    expect(more.tags).toStrictEqual(['spa']);
  });

  it('each group clears exactly its own criteria', () => {
    const full: FilterDraft = {
      tags: ['t'],
      priceMin: 1,
      priceMax: 2,
      distanceMin: 1,
      distanceMax: 2,
      facilities: ['f'],
      hotelTypes: ['h'],
      hotelEnvironments: ['e'],
      hotelStyles: ['s'],
      stars: [1],
      hotelScore: 7,
    };
    for (const [group, keys] of Object.entries(FILTER_GROUPS)) {
      const cleared = clearFilterGroup(full, group as keyof typeof FILTER_GROUPS);
      for (const key of Object.keys(full) as Array<keyof FilterDraft>) {
        const isCleared = (keys as readonly string[]).includes(key);
        const value = cleared[key];
        expect(isCleared ? value === undefined || (Array.isArray(value) && value.length === 0) : value === full[key]).toBe(true);
      }
    }
  });

  it('the defaults confirm to an empty filter set', () => {
    expect(codec.print(applyFilterConfirm(defaultSearchCriteria(), filterDraftOf(defaultSearchCriteria())))).toBe('origin=searchBar');
  });
});
