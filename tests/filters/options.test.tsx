import { fireEvent, screen, within } from '@testing-library/react';
import { activeFilterCount } from '@/components/filters';
import type { SearchFacets } from '@/domain/model/search';
import { searchCriteriaCodec, type SearchHashCriteria } from '@/state';
import { emptyFacets, Harness, open, printed, serveFacets } from './harness';
import { renderWithQuery } from './render';

/** The option lists of the panels (part 1 §4, §5, §9): counts, disabled options, score labels, the around toggle. */
const facets: SearchFacets = {
  ...emptyFacets,
  resultsCount: 5,
  hotelTypes: [
    { key: 'castle', label: 'Château', count: 2 },
    { key: 'lodge', label: 'Lodge', count: 0 },
  ],
  hotelScores: [
    { value: 6, label: 'x', count: 1 },
    { value: 8.5, label: 'x', count: 3 },
    { value: 9.5, label: 'x', count: 0 },
  ],
  activities: [
    {
      name: 'Bien-être',
      activities: [
        { id: 'spa', name: 'Spa', count: 3 },
        { id: 'massage', name: 'Massage', count: 0 },
        { id: 'hammam', name: 'Hammam', count: 0 },
      ],
    },
  ],
};
beforeEach(() => serveFacets(facets));
const committed = (onCommit: ReturnType<typeof vi.fn>) => onCommit.mock.calls.at(-1)?.[0] as SearchHashCriteria;

describe('activities', () => {
  it('lists the activities with counts; zero-count ones are disabled unless selected; multi-select toggles', async () => {
    const onCommit = vi.fn();
    renderWithQuery(<Harness flow="activity" initial="tags[]=hammam" onCommit={onCommit} />);
    const panel = await open(/^Activités/);
    const group = await within(panel).findByRole('group', { name: 'Bien-être' });
    expect(within(group).getByRole('checkbox', { name: 'Spa (3)' })).toBeEnabled();
    expect(within(group).getByRole('checkbox', { name: 'Massage (0)' })).toBeDisabled();
    expect(within(group).getByRole('checkbox', { name: 'Hammam (0)' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Hammam (0)' })).toBeEnabled();
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Spa (3)' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Hammam (0)' }));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Voir 5 offres' }));
    expect(printed(committed(onCommit))).toBe('tags[]=spa&origin=searchBar');
  });
});

describe('more filters', () => {
  it('labels the scores as the spec does and disables a zero-count type', async () => {
    renderWithQuery(<Harness onCommit={() => {}} />);
    const panel = await open(/^Plus de filtres/);
    const scores = await within(panel).findByRole('group', { name: 'Note des voyageurs' });
    expect(within(scores).getAllByRole('button').map((button) => button.textContent)).toEqual(['6+ (1)', 'Remarquable 8,5+ (3)', 'Parfait 9,5+ (0)']);
    expect(within(scores).getByRole('button', { name: /Parfait/ })).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: 'Lodge (0)' })).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: 'Château (2)' })).toBeEnabled();
  });

  it('with a city, the Include offers around toggle sets the default option (200 km), and off removes the distance', async () => {
    const onCommit = vi.fn();
    renderWithQuery(<Harness initial="city=paris&hotelScore=8.5" onCommit={onCommit} />);
    let panel = await open(/^Plus de filtres/);
    const around = within(panel).getByRole('switch', { name: 'Inclure les offres aux alentours' });
    expect(around).not.toBeChecked();
    fireEvent.click(around);
    fireEvent.click(await within(panel).findByRole('button', { name: 'Voir 5 offres' }));
    expect(committed(onCommit)).toMatchObject({ distanceMin: 0, distanceMax: 200, hotelScore: 8.5 });
    await screen.findByRole('button', { name: /^Proximité/ });
    panel = await open(/^Plus de filtres/);
    expect(within(panel).getByRole('switch', { name: 'Inclure les offres aux alentours' })).toBeChecked();
    fireEvent.click(within(panel).getByRole('switch', { name: 'Inclure les offres aux alentours' }));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Voir 5 offres' }));
    expect(printed(committed(onCommit))).toBe('city=paris&hotelScore=8.5&origin=searchBar');
  });

  it('has no around toggle without a city', async () => {
    renderWithQuery(<Harness initial="lat=45.76&lng=4.83" onCommit={() => {}} />);
    const panel = await open(/^Plus de filtres/);
    await within(panel).findByRole('group', { name: 'Note des voyageurs' });
    expect(within(panel).queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('activeFilterCount', () => {
  it('counts the dropdowns with a filter set, for the mobile Filter button', () => {
    expect(activeFilterCount(searchCriteriaCodec.parse('sort=promo&page=2'))).toBe(0);
    expect(activeFilterCount(searchCriteriaCodec.parse('priceMin=2000&priceMax=9000&stars[]=4&hotelScore=8&facilities[]=pets'))).toBe(3);
  });
});
