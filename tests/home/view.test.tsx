import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { ResolvedBlock } from '@/components/blocks';
import { searchBoxMessageGroup } from '@/components/search-box/message-group';
import { clientMessages } from '@/i18n/client-messages';
import { load, type HomeData } from '@/screens/home/load';
import { HomePage } from '@/screens/home/home-page';
import { addFaultRule, parseFault } from '../../mocks/faults';
import { onDesktopScreen } from '../setup/screen';
import { homeRoute, screenContext } from './context';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

function renderHome(data: HomeData, searchParams: Record<string, string> = {}) {
  return render(
    <IntlProvider locale="fr-FR" messages={clientMessages('fr_FR', [searchBoxMessageGroup])} defaultLocale="en">
      <HomePage route={homeRoute('fr_FR')} data={data} context={screenContext('fr_FR', searchParams)} />
    </IntlProvider>,
  );
}

// The hero's search bar runs on desktop screens only (phones open the modal's form instead).
onDesktopScreen();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('home page content', () => {
  it('renders the CMS page: header, hero with the search box, every block, and the Organization JSON-LD', async () => {
    const data = await load(homeRoute('fr_FR'), screenContext('fr_FR'));
    const { container } = renderHome(data);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(data.jumbotron!.title);
    const flows = screen.getByRole('navigation', { name: 'Séjours ou cadeaux' });
    expect(within(flows).getByRole('link', { name: 'Séjours' })).toHaveAttribute('aria-current', 'page');
    expect(within(flows).getByRole('link', { name: 'Séjours' })).toHaveAttribute('href', '/fr-fr');
    expect(within(flows).getByRole('link', { name: 'Cadeaux' })).toHaveAttribute('href', '/fr-fr?flow=gifting');

    // The promo bar and the announcement banner are the shell's (tests/shell): the page hands them over.
    expect(screen.queryByRole('navigation', { name: 'Offres du moment' })).not.toBeInTheDocument();
    expect(data.announcementBanner?.title).toBe('Ventes flash');
    const jsonLd = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd).toMatchObject({ '@type': 'Organization', aggregateRating: { ratingValue: 4.5, reviewCount: 4146 } });
    expect(screen.getByRole('navigation', { name: 'À la une' })).toBeInTheDocument();
    expect(await screen.findByRole('search', { name: 'Trouver un week-end' })).toBeInTheDocument();

    const rendered = [...container.querySelectorAll('[data-block-type]')].map((element) => element.getAttribute('data-block-type'));
    expect(rendered).toEqual(data.blocks.map((block) => block.type));
    expect(new Set(rendered)).toEqual(new Set(['mainUsp', 'topSearchResults', 'categories', 'boxes', 'banner', 'marketing', 'boxCodes', 'relatedBanner', 'article']));

    const results = screen.getAllByTestId('top-result');
    expect(results).toHaveLength(3);
    for (const result of results) expect(within(result).getByRole('link').getAttribute('href')).toMatch(/^\/fr-fr\/sejour\/\d+/);
    expect(within(results[0]!).getByText(/^à partir de /)).toBeInTheDocument();

    // CMS links that are storefront paths are rendered as they are.
    const related = data.blocks.find((block) => block.type === 'relatedBanner');
    if (related?.type !== 'relatedBanner') throw new Error('no related banner');
    const relatedSection = screen.getByRole('region', { name: related.title! });
    expect(within(relatedSection).getByRole('link', { name: related.links[0]!.label })).toHaveAttribute('href', related.links[0]!.url);
  });

  it('renders the Gifts page with its current flow and a ticking countdown', async () => {
    const data = await load(homeRoute('fr_FR'), screenContext('fr_FR', { flow: 'gifting' }));
    renderHome(data, { flow: 'gifting' });
    expect(screen.getByRole('link', { name: 'Cadeaux' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.getByText(/^Se termine dans/)).toBeInTheDocument();
    expect(await screen.findByRole('search', { name: 'Trouver un cadeau' })).toBeInTheDocument();
  });

  it('renders a clean default home when the CMS failed: title, search box, popular stays', async () => {
    addFaultRule({ path: '/api/cms/homepage', fault: parseFault('503')! });
    const data = await load(homeRoute('fr_FR'), screenContext('fr_FR'));
    renderHome(data);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Votre prochain week-end commence ici');
    expect(await screen.findByRole('search', { name: 'Trouver un week-end' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Nos séjours les plus populaires/ })).toBeInTheDocument();
    expect(screen.getAllByTestId('top-result')).toHaveLength(6);
    expect(screen.queryByRole('navigation', { name: 'Offres du moment' })).toBeNull();
  });

  it('never turns an unsafe CMS URL into a link', () => {
    const blocks: ResolvedBlock[] = [
      { type: 'relatedBanner', id: 'r', title: 'Ailleurs', links: [{ label: 'Piège', url: 'javascript:alert(1)' }, { label: 'Lyon', url: '/fr-fr/sejours/ville/lyon' }] },
    ];
    const data: HomeData = { flow: 'booking', source: 'cms', seo: null, announcementBanner: null, promoBar: null, header: null, jumbotron: null, blocks, footer: null };
    renderHome(data);
    expect(screen.queryByRole('link', { name: 'Piège' })).toBeNull();
    expect(screen.getByText('Piège')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lyon' })).toHaveAttribute('href', '/fr-fr/sejours/ville/lyon');
  });
});
