import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useState } from 'react';
import { GET as facetsRoute } from '../../app/api/search/facets/route';
import { FilterBar } from '@/components/filters';
import type { SearchFacets } from '@/domain/model/search';
import type { SearchFlow } from '@/domain/search';
import { searchCriteriaCodec, type SearchHashCriteria } from '@/state';
import { simulator } from '../setup/simulator';

/**
 * Shared set-up of the filter component tests: the facets BFF served by the real route handler over
 * the in-process simulator, the upstream facet calls recorded, and a page-like harness whose
 * criteria follow what the filter bar commits (as the hash store would).
 */
export const facetRequests: URL[] = [];

export function serveFacetsThroughTheBff() {
  beforeEach(() => {
    facetRequests.length = 0;
    simulator.use(http.get('*/api/search/facets', ({ request }) => facetsRoute(request)));
    simulator.events.on('request:start', ({ request }) => {
      if (request.url.includes('/search/facets.json')) facetRequests.push(new URL(request.url));
    });
  });
  afterEach(() => simulator.events.removeAllListeners());
}

/** The BFF answers these facets whatever the criteria. */
export function serveFacets(facets: SearchFacets) {
  simulator.use(http.get('*/api/search/facets', () => Response.json(facets)));
}

export const emptyFacets: SearchFacets = {
  resultsCount: 0,
  facilities: [],
  hotelTypes: [],
  hotelEnvironments: [],
  hotelStyles: [],
  stars: [],
  hotelScores: [],
  activities: [],
};

export function Harness({
  initial = '',
  flow = 'booking' as SearchFlow,
  cityLabel = 'Paris',
  onCommit,
}: {
  initial?: string;
  flow?: SearchFlow;
  cityLabel?: string | null;
  onCommit(next: SearchHashCriteria): void;
}) {
  const [criteria, setCriteria] = useState(() => searchCriteriaCodec.parse(initial));
  return (
    <>
      <button type="button" onClick={() => setCriteria(searchCriteriaCodec.parse('priceMax=9000'))}>
        url changes
      </button>
      <FilterBar
        locale="fr_FR"
        flow={flow}
        criteria={criteria}
        cityLabel={cityLabel}
        onCommit={(next) => {
          onCommit(next);
          setCriteria(next);
        }}
      />
    </>
  );
}

/** How long a lazily loaded part may take to appear (a condition wait, not a sleep). */
const LAZY_LOAD_MS = 10_000;

/** Opens a dropdown and waits for its section, which loads with the first opened panel. */
export const open = async (name: RegExp) => {
  fireEvent.click(screen.getByRole('button', { name }));
  // The first panel of a run loads its code (Radix, the sections): seconds on a busy machine.
  const panel = await screen.findByRole('dialog', {}, { timeout: LAZY_LOAD_MS });
  // Title, section, footer: the section is in once its code has loaded.
  await waitFor(() => expect(panel.children.length).toBeGreaterThanOrEqual(3), { timeout: LAZY_LOAD_MS });
  return panel;
};

/** Closes a panel with Cancel and lets its focus return settle, as a visitor's next click would. */
export const cancel = async (panel: HTMLElement) => {
  fireEvent.click(within(panel).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
};

export const printed = (criteria: SearchHashCriteria) => searchCriteriaCodec.print(criteria);
