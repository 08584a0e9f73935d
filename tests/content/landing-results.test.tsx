import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { GET } from '../../app/api/landing-results/route';
import type { LandingResultsQuery } from '@/bff/contracts/landing-results';
import { LandingResults } from '@/screens/landing/landing-results';
import { addFaultRule } from '../../mocks/faults';
import { simulator } from '../setup/simulator';

/** A landing's top-results island, over its real BFF route and the in-process simulator. */
let asked: string[] = [];
beforeEach(() => {
  asked = [];
  simulator.use(
    http.get('*/api/landing-results', ({ request }) => {
      asked.push(new URL(request.url).search);
      return GET(request);
    }),
  );
});

function renderBlock(query: LandingResultsQuery = { locale: 'fr_FR', type: 'weekend', theme: 'romantic', count: 3 }) {
  return render(
    <main>
      <LandingResults id="top" query={query} loadingLabel="Chargement des offres : Saint-Valentin" heading={<h2 id="top">Saint-Valentin</h2>} />
    </main>,
  );
}

describe('landing top results', () => {
  it('shows its heading and a labelled spinner, then the block’s count of offers', async () => {
    renderBlock();
    expect(screen.getByRole('heading', { name: 'Saint-Valentin' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Chargement des offres : Saint-Valentin' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('landing-result')).toHaveLength(3);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Saint-Valentin' })).toBeInTheDocument();
    expect(asked).toEqual(['?locale=fr_FR&type=weekend&theme=romantic&count=3']);
  });

  it('hides, heading included, when the search fails (part 2 §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    addFaultRule({ path: '/search.json', fault: { kind: 'status', status: 503 } });
    const { container } = renderBlock();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await vi.waitFor(() => expect(container.querySelector('main')).toBeEmptyDOMElement());
    vi.restoreAllMocks();
  });

  it('hides when the route fails or finds nothing', async () => {
    simulator.use(http.get('*/api/landing-results', () => HttpResponse.json({ error: { code: 'upstream' } }, { status: 502 })));
    const failed = renderBlock();
    await vi.waitFor(() => expect(failed.container.querySelector('main')).toBeEmptyDOMElement());
    failed.unmount();
    simulator.use(http.get('*/api/landing-results', () => HttpResponse.json({ cards: [] })));
    const empty = renderBlock();
    await vi.waitFor(() => expect(empty.container.querySelector('main')).toBeEmptyDOMElement());
  });
});
