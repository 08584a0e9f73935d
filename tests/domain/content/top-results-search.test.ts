import { landingResultsQueryOf, LANDING_RESULTS_MAX } from '@/bff/contracts/landing-results';
import { topResultsCriteria, topResultsSearchOf } from '@/domain/content/top-results-search';
import type { TopSearchResultsBlock } from '@/domain/model/cms';

const block = (type: 'weekend' | 'activity', city: string | null, theme: string | null, resultsCount = 3): Pick<TopSearchResultsBlock, 'searchParams' | 'criteria'> => ({
  searchParams: { resultsCount, type, url: '/x', newTab: false },
  criteria: { city, theme },
});

describe('the search of a CMS top-results block (part 2 §2, §9)', () => {
  it('reads the kind, the city and the theme; an absent place or theme is left out', () => {
    expect(topResultsSearchOf(block('weekend', 'paris', 'spa'), 24)).toStrictEqual({ type: 'weekend', city: 'paris', theme: 'spa', count: 3 });
    expect(topResultsSearchOf(block('activity', null, null), 24)).toStrictEqual({ type: 'activity', count: 3 });
  });

  it('keeps the count within 1 and what the page lays out', () => {
    expect(topResultsSearchOf(block('weekend', null, null, 40), 24).count).toBe(24);
    expect(topResultsSearchOf(block('weekend', null, null, 40), 12).count).toBe(12);
    expect(topResultsSearchOf(block('weekend', null, null, 0), 12).count).toBe(1);
  });

  it('a stay search filters by city and theme; the activity catalogue by city only', () => {
    expect(topResultsCriteria({ type: 'weekend', city: 'paris', theme: 'spa' })).toStrictEqual({ city: 'paris', theme: 'spa' });
    expect(topResultsCriteria({ type: 'weekend', theme: 'spa' })).toStrictEqual({ theme: 'spa' });
    expect(topResultsCriteria({ type: 'activity', city: 'paris', theme: 'spa' })).toStrictEqual({ city: 'paris' });
    expect(topResultsCriteria({ type: 'activity' })).toStrictEqual({});
  });

  it('the landing island asks what the domain reads, on its site and within its bound', () => {
    const cms = block('weekend', 'lyon', 'gastronomy', 30);
    expect(landingResultsQueryOf(cms, 'fr_FR')).toStrictEqual({ locale: 'fr_FR', ...topResultsSearchOf(cms, LANDING_RESULTS_MAX) });
  });
});
