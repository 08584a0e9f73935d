import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { viewOffersLabel } from '@/domain/filters';
import { simulator } from '../setup/simulator';
import { emptyFacets, Harness, open, serveFacets } from './harness';
import { renderWithQuery } from './render';

/** The primary button reads 'View {count} offers' or 'View offers', never 'No offer' nor 'View 0 offers' (part 1 §2). */
describe('View offers button', () => {
  it('names a count only when there is one to view', () => {
    expect(viewOffersLabel(3)).toEqual({ key: 'filters.viewCountOffers', values: { count: 3 } });
    expect(viewOffersLabel(1)).toEqual({ key: 'filters.viewCountOffers', values: { count: 1 } });
    expect(viewOffersLabel(0)).toEqual({ key: 'filters.viewOffers', values: {} });
    expect(viewOffersLabel(null)).toEqual({ key: 'filters.viewOffers', values: {} });
    expect(viewOffersLabel(Number.NaN)).toEqual({ key: 'filters.viewOffers', values: {} });
  });

  it("reads 'Voir les offres' when the draft finds nothing, 'Voir 1 offre' for one", async () => {
    let answered = 0;
    simulator.use(
      http.get('*/api/search/facets', () => {
        answered += 1;
        return Response.json(emptyFacets);
      }),
    );
    const { unmount } = renderWithQuery(<Harness initial="city=paris" onCommit={() => {}} />);
    let panel = await open(/^Prix/);
    const button = await within(panel).findByTestId('view-offers');
    // Once the answer (0 offers) is in and rendered: still the plain wording.
    await waitFor(() => expect(answered).toBeGreaterThan(0));
    await act(async () => {});
    expect(button).toHaveTextContent(/^Voir les offres$/);
    expect(screen.queryByText(/Aucune offre|Voir 0/)).not.toBeInTheDocument();
    unmount();
    serveFacets({ ...emptyFacets, resultsCount: 1 });
    renderWithQuery(<Harness initial="city=paris" onCommit={() => {}} />);
    panel = await open(/^Prix/);
    expect(await within(panel).findByRole('button', { name: 'Voir 1 offre' })).toBeInTheDocument();
  });
});
