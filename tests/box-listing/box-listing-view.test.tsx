import { render, screen, within } from '@testing-library/react';
import { BoxesPageBody } from '@/screens/boxes/view';
import type { BoxCardView } from '@/screens/boxes/card-view';
import type { BoxesData } from '@/screens/boxes/load';

/** The listing's body as the server renders it: cards, landing sections, the empty and failure states. */
const card = (code: string, title: string, price: BoxCardView['price']): BoxCardView => ({
  code,
  title,
  lines: ['1 nuit pour 2', 'Petits-déjeuners inclus'],
  price,
  imageUrl: `https://img.example/${code}.svg`,
  href: `/fr-fr/coffret-cadeau/p/${code.toLowerCase()}/${code}`,
});
const route = { screen: 'boxes', locale: 'fr_FR', params: {} } as const;
const ok = (overrides: Partial<Extract<BoxesData, { kind: 'ok' }>> = {}): BoxesData => ({
  kind: 'ok',
  cards: [card('SPA-DUO-EBOX', 'Spa en duo', { sellPrice: 7990, referencePrice: 9990, promo: 20 }), card('CITY-BREAK-EBOX', 'City break', { sellPrice: 14990, referencePrice: null, promo: 0 })],
  landingSections: [],
  ...overrides,
});

describe('box listing view', () => {
  it('shows the hero, then the cards in the given order with their lines, price, reference and badge', () => {
    render(<BoxesPageBody route={route} data={ok()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Un coffret pour chaque moment et chaque personne');
    const cards = screen.getAllByTestId('box-list-card');
    expect(cards.map((node) => node.getAttribute('data-code'))).toEqual(['SPA-DUO-EBOX', 'CITY-BREAK-EBOX']);
    const spa = within(cards[0]!);
    expect(spa.getByRole('link', { name: 'Spa en duo' })).toHaveAttribute('href', '/fr-fr/coffret-cadeau/p/spa-duo-ebox/SPA-DUO-EBOX');
    expect(spa.getByRole('list', { name: 'Inclus' }).querySelectorAll('li')).toHaveLength(2);
    expect(spa.getByTestId('box-promo')).toHaveTextContent('-20%');
    expect(spa.getByText(/79,90\s€ au lieu de 99,90\s€/)).toBeInTheDocument();
    const city = within(cards[1]!);
    expect(city.queryByTestId('box-promo')).toBeNull();
    expect(city.getByText(/149,90\s€/)).toBeInTheDocument();
    expect(cards[1]!.textContent).not.toMatch(/au lieu de/);
    expect(screen.getByRole('heading', { level: 2, name: 'Pourquoi offrir un coffret cadeau ?' })).toBeInTheDocument();
  });

  it('lists the landing sections it is given, each a titled list of links', () => {
    const landingSections = [
      { kind: 'occasion' as const, landings: [{ title: 'Saint-Valentin', href: '/fr-fr/inspiration/saint-valentin' }] },
      { kind: 'theme' as const, landings: [{ title: 'Bien-être', href: '/fr-fr/inspiration/bien-etre' }] },
    ];
    render(<BoxesPageBody route={route} data={ok({ landingSections })} />);
    const sections = screen.getAllByTestId('box-landing-section');
    expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual(['Idées cadeaux par occasion et saison', 'Idées cadeaux par thème']);
    expect(within(sections[0]!).getByRole('link', { name: 'Saint-Valentin' })).toHaveAttribute('href', '/fr-fr/inspiration/saint-valentin');
  });

  it('says so when there is no box, with a way on', () => {
    render(<BoxesPageBody route={{ ...route, locale: 'it_IT' }} data={ok({ cards: [] })} />);
    expect(screen.queryByTestId('box-grid')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Nessun cofanetto regalo è disponibile al momento' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regala un soggiorno' })).toHaveAttribute('href', expect.stringMatching(/^\/it-it\//));
  });

  it("shows 'Oops, something went wrong' in the site's language when the boxes could not be read", () => {
    render(<BoxesPageBody route={{ ...route, locale: 'es_ES' }} data={{ kind: 'failed' }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ups, algo ha salido mal');
    expect(screen.queryByTestId('box-list-card')).toBeNull();
    expect(screen.queryByText('Una caja para cada momento y cada persona')).toBeNull();
  });
});
