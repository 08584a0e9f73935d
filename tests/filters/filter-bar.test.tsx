import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addFaultRule } from '../../mocks/faults';
import { FiltersModal } from '@/components/filters';
import type { SearchFacets } from '@/domain/model/search';
import { searchCriteriaCodec, type SearchHashCriteria } from '@/state';
import { cancel, facetRequests, Harness, open, printed, serveFacets, serveFacetsThroughTheBff } from './harness';
import { renderWithQuery } from './render';

/**
 * The filter draft in the filter bar and the Filters modal (part 1 §2, §4, §5): edits stay local
 * until confirmed; Cancel and Escape drop them; a click outside confirms; Clear searches at once;
 * the draft follows the URL; facets refresh while a panel is open. The facets come from the real
 * BFF route over the in-process simulator.
 */
serveFacetsThroughTheBff();

describe('FilterBar', () => {
  it('keeps the draft until the primary button confirms it: filters written, page 1, origin the search bar', async () => {
    const onCommit = vi.fn();
    renderWithQuery(<Harness initial="sort=priceAsc&page=4" onCommit={onCommit} />);
    const panel = await open(/^Prix$/);
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Prix maximum (€)' }), { target: { value: '150 €' } });
    expect(within(panel).getByRole('textbox', { name: 'Prix maximum (€)' })).toHaveValue('150');
    expect(onCommit).not.toHaveBeenCalled();
    // The count follows the draft once the facets answered.
    const view = await within(panel).findByRole('button', { name: /^Voir \d+ offres?$/ });
    fireEvent.click(view);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(printed(onCommit.mock.calls[0]?.[0])).toBe('sort=priceAsc&priceMax=15000&origin=searchBar');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Cancel drops the draft and Escape closes without searching', async () => {
    const onCommit = vi.fn();
    renderWithQuery(<Harness initial="priceMax=20000" onCommit={onCommit} />);
    let panel = await open(/^Prix/);
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Prix maximum (€)' }), { target: { value: '90' } });
    await cancel(panel);
    panel = await open(/^Prix/);
    expect(within(panel).getByRole('textbox', { name: 'Prix maximum (€)' })).toHaveValue('200');
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Prix maximum (€)' }), { target: { value: '90' } });
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onCommit).not.toHaveBeenCalled();
    panel = await open(/^Prix/);
    expect(within(panel).getByRole('textbox', { name: 'Prix maximum (€)' })).toHaveValue('200');
  });

  it('a click outside confirms the draft', async () => {
    const onCommit = vi.fn();
    renderWithQuery(<Harness onCommit={onCommit} />);
    const panel = await open(/^Prix$/);
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Prix minimum (€)' }), { target: { value: '40' } });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(1));
    expect(onCommit.mock.calls[0]?.[0]).toMatchObject({ priceMin: 4000, page: 1, origin: 'searchBar' });
  });

  it('a click outside with nothing edited searches nothing (the page is kept)', async () => {
    const onCommit = vi.fn();
    renderWithQuery(<Harness initial="priceMax=20000&page=3" onCommit={onCommit} />);
    await open(/^Prix/);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('Clear removes that filter at once and keeps the others of the URL', async () => {
    const onCommit = vi.fn();
    renderWithQuery(<Harness initial="priceMin=2000&priceMax=20000&stars[]=4" onCommit={onCommit} />);
    const panel = await open(/^Prix/);
    fireEvent.click(within(panel).getByRole('button', { name: 'Effacer' }));
    expect(printed(onCommit.mock.calls[0]?.[0])).toBe('stars[]=4&origin=searchBar');
  });

  it('re-syncs the draft when the URL changes', async () => {
    renderWithQuery(<Harness initial="priceMax=20000" onCommit={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'url changes' }));
    const panel = await open(/^Prix/);
    expect(within(panel).getByRole('textbox', { name: 'Prix maximum (€)' })).toHaveValue('90');
  });

  it('refreshes the facets for the draft while a panel is open, with the spec’s keys', async () => {
    renderWithQuery(<Harness initial="stars[]=3&stars[]=4&facilities[]=pets" onCommit={() => {}} />);
    const panel = await open(/^Équipements/);
    // A request may go out before the draft has read the URL (a busy machine): wait for the draft's.
    await waitFor(() => expect(facetRequests.at(-1)?.searchParams.get('stars')).toBe('3,4'));
    const first = facetRequests[facetRequests.length - 1] as URL;
    expect(first.searchParams.get('petsAllowed')).toBe('true');
    expect(first.searchParams.get('facilities')).toBeNull();
    const option = await within(panel).findAllByRole('checkbox');
    const unchecked = option.find((box) => !(box as HTMLInputElement).checked && !(box as HTMLInputElement).disabled) as HTMLInputElement;
    const before = facetRequests.length;
    fireEvent.click(unchecked);
    await waitFor(() => expect(facetRequests.length).toBeGreaterThan(before));
    expect(facetRequests[facetRequests.length - 1]?.searchParams.get('facilities')).toBeTruthy();
  });

  it('sends the gifting price keys for gift searches', async () => {
    renderWithQuery(<Harness initial="priceMin=3000" flow="gifting" onCommit={() => {}} />);
    await open(/^Prix/);
    await waitFor(() => expect(facetRequests.length).toBeGreaterThan(0));
    const request = facetRequests[facetRequests.length - 1] as URL;
    expect(request.searchParams.get('singleVoucherPriceMin')).toBe('3000');
    expect(request.searchParams.get('priceMin')).toBeNull();
  });

  it('names the other facet keys as the API does: hotelType, minHotelReviewScore, tags, distances with the position', async () => {
    renderWithQuery(<Harness initial="lat=48.85&lng=2.35&distanceMax=50&hotelTypes[]=castle&hotelTypes[]=b_and_b&hotelScore=8&tags[]=spa-day" onCommit={() => {}} />);
    await open(/^Plus de filtres/);
    await waitFor(() => expect(facetRequests.length).toBeGreaterThan(0));
    const request = facetRequests[facetRequests.length - 1] as URL;
    expect(request.searchParams.get('hotelType')).toBe('b_and_b,castle');
    expect(request.searchParams.get('minHotelReviewScore')).toBe('8');
    expect(request.searchParams.get('tags')).toBe('spa-day');
    expect(request.searchParams.get('distanceMax')).toBe('50');
    expect(request.searchParams.get('lat')).toBe('48.85');
    expect(request.searchParams.get('activities')).toBe('true');
  });

  it('stays usable when the facets call fails: no error, the price still confirms, the button reads View offers', async () => {
    addFaultRule({ path: '/search/facets.json', fault: { kind: 'status', status: 500 } });
    const onCommit = vi.fn();
    renderWithQuery(<Harness onCommit={onCommit} />);
    let panel = await open(/^Équipements/);
    expect(await within(panel).findByText('Aucun choix disponible pour cette recherche')).toBeInTheDocument();
    await cancel(panel);
    panel = await open(/^Prix$/);
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Prix maximum (€)' }), { target: { value: '100' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Voir les offres' }));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit.mock.calls[0]?.[0]).toMatchObject({ priceMax: 10000 });
  });

  it('shows the flow’s filters: activity flow Activities and Price; hotel flow no Activities; Distance only with a city', () => {
    const { unmount } = renderWithQuery(<Harness flow="activity" onCommit={() => {}} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['url changes', 'Activités', 'Prix']);
    unmount();
    renderWithQuery(<Harness flow="hotel" initial="city=paris" onCommit={() => {}} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['url changes', 'Prix', 'Proximité', 'Équipements', 'Plus de filtres']);
  });
});

describe('price slider', () => {
  it('moves by keyboard, opens the maximum at 250+, and sends nothing below 10 €', async () => {
    const onCommit = vi.fn();
    renderWithQuery(<Harness onCommit={onCommit} />);
    const panel = await open(/^Prix$/);
    const [low, high] = within(panel).getAllByRole('slider') as [HTMLElement, HTMLElement];
    expect(high.getAttribute('aria-valuetext')).toMatch(/^250\s€ et plus$/);
    fireEvent.keyDown(high, { key: 'PageDown' });
    expect(within(panel).getAllByRole('slider')[1]).toHaveAttribute('aria-valuenow', '240');
    fireEvent.keyDown(low, { key: 'ArrowRight' });
    fireEvent.keyDown(within(panel).getAllByRole('slider')[0] as HTMLElement, { key: 'End' });
    fireEvent.blur(within(panel).getAllByRole('slider')[0] as HTMLElement);
    // Handles crossed: on blur they are put back in order.
    const [first, second] = within(panel).getAllByRole('slider');
    expect(Number(first?.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(Number(second?.getAttribute('aria-valuenow')));
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Prix minimum (€)' }), { target: { value: '9' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Prix maximum (€)' }), { target: { value: '99999' } });
    fireEvent.click(within(panel).getByRole('button', { name: /^Voir/ }));
    const committed = onCommit.mock.calls[0]?.[0] as SearchHashCriteria;
    expect(committed.priceMin).toBeUndefined();
    expect(committed.priceMax).toBeUndefined();
  });
});

describe('more filters', () => {
  const facets: SearchFacets = {
    resultsCount: 12,
    facilities: [
      { name: 'facilities', value: 'spa', label: 'Spa', count: 4 },
      { name: 'facilities', value: 'pool', label: 'Piscine', count: 0 },
    ],
    hotelTypes: [],
    hotelEnvironments: [],
    hotelStyles: [],
    stars: [
      { key: '4', label: '4', count: 3 },
      { key: '5', label: '5', count: 0 },
    ],
    hotelScores: [
      { value: 8, label: 'Très bien 8+', count: 6 },
      { value: 9, label: 'Fantastique 9+', count: 2 },
    ],
    activities: [],
  };
  beforeEach(() => serveFacets(facets));

  it('disables zero-count options unless selected, and a second click on the score clears it', async () => {
    const onCommit = vi.fn();
    renderWithQuery(<Harness initial="facilities[]=pool" onCommit={onCommit} />);
    let panel = await open(/^Équipements/);
    expect(await within(panel).findByRole('checkbox', { name: /Piscine/ })).toBeEnabled();
    await cancel(panel);
    panel = await open(/^Plus de filtres/);
    expect(await within(panel).findByRole('checkbox', { name: /5 étoiles/ })).toBeDisabled();
    const score = () => screen.getByRole('button', { name: /Très bien 8\+/ });
    fireEvent.click(score());
    expect(score()).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(score());
    expect(score()).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(within(panel).getByRole('button', { name: 'Voir 12 offres' }));
    expect(onCommit.mock.calls[0]?.[0].hotelScore).toBeUndefined();
  });
});

describe('FiltersModal (mobile)', () => {
  it('lists the flow’s filters; Reset empties the draft and Confirm searches with it', async () => {
    const onCommit = vi.fn();
    const onOpenChange = vi.fn();
    renderWithQuery(
      <FiltersModal open onOpenChange={onOpenChange} locale="fr_FR" flow="booking" criteria={searchCriteriaCodec.parse('priceMax=20000&stars[]=4&sort=promo')} onCommit={onCommit} />,
    );
    const modal = screen.getByRole('dialog', { name: 'Filtres' });
    expect(within(modal).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Activités', 'Prix', 'Équipements', 'Plus de filtres']);
    fireEvent.click(within(modal).getByRole('button', { name: 'Réinitialiser' }));
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.click(within(modal).getByRole('button', { name: 'Valider' }));
    expect(printed(onCommit.mock.calls[0]?.[0])).toBe('sort=promo&origin=searchBar');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closing without Confirm (Escape) drops the draft and searches nothing', async () => {
    const onCommit = vi.fn();
    const onOpenChange = vi.fn();
    renderWithQuery(<FiltersModal open onOpenChange={onOpenChange} locale="fr_FR" flow="activity" criteria={searchCriteriaCodec.parse('')} onCommit={onCommit} />);
    const modal = screen.getByRole('dialog', { name: 'Filtres' });
    expect(within(modal).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Activités', 'Prix']);
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Prix maximum (€)' }), { target: { value: '80' } });
    fireEvent.keyDown(modal, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onCommit).not.toHaveBeenCalled();
  });
});
