import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecentlyViewedCarousel } from '@/components/recently-viewed/recently-viewed-carousel';
import { recentlyViewedMessageGroup } from '@/components/recently-viewed';
import { recentlyViewedKey, type RecentlyViewedItem } from '@/domain/product/recently-viewed';
import { recentlyViewedActivityOf } from '@/screens/activity/recently-viewed-item';
import type { ActivityVoucher } from '@/domain/model/activity';
import { renderIsland } from '../search-box/render';

/** The shared recently viewed carousel (part 2 §2, §4) and the voucher page's ACTIVITY item. */
const item = (id: number, type: RecentlyViewedItem['type'], sellPrice = 12_000): RecentlyViewedItem => ({
  id,
  type,
  label: `${type} ${id}`,
  imageUrl: `/img/${id}.png`,
  uri: `/fr-fr/x/${id}`,
  price: { sellPrice, refPrice: null, promo: 0, nights: type === 'STAY' ? 1 : null },
  hotel: null,
  dataFlowMode: null,
});

beforeEach(() => window.localStorage.clear());

describe('recently viewed carousel', () => {
  it('shows the stays and activities seen, most recent first, the current one left out, with their price words', async () => {
    window.localStorage.setItem(recentlyViewedKey('fr_FR'), JSON.stringify([item(900_001, 'ACTIVITY', 4_500), item(5012, 'STAY'), item(900_002, 'ACTIVITY')]));
    renderIsland(<RecentlyViewedCarousel locale="fr_FR" current={{ id: 900_002, type: 'ACTIVITY' }} />, 'fr_FR', [recentlyViewedMessageGroup]);
    const section = await screen.findByTestId('recently-viewed');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Vus récemment');
    const cards = within(section).getAllByTestId('recently-viewed-item');
    expect(cards.map((card) => `${card.dataset.type}:${card.dataset.id}`)).toEqual(['ACTIVITY:900001', 'STAY:5012']);
    expect(cards[0]!.textContent?.replace(/\s+/g, ' ')).toMatch(/45 € par personne/);
    expect(cards[1]!.textContent?.replace(/\s+/g, ' ')).toMatch(/À partir de 120 €/);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/fr-fr/x/900001');
    // The arrows are buttons with names (keyboard: Tab + Enter/Space).
    const next = within(section).getByRole('button', { name: 'Offres suivantes' });
    fireEvent.click(next);
    expect(within(section).getByRole('button', { name: 'Offres précédentes' })).toBeInTheDocument();
  });

  it('renders nothing when the list is empty, holds only the current product, or storage is unreadable', async () => {
    const { container, unmount } = renderIsland(<RecentlyViewedCarousel locale="fr_FR" current={{ id: 1, type: 'STAY' }} />, 'fr_FR', [recentlyViewedMessageGroup]);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    unmount();
    window.localStorage.setItem(recentlyViewedKey('fr_FR'), JSON.stringify([item(1, 'STAY')]));
    const second = renderIsland(<RecentlyViewedCarousel locale="fr_FR" current={{ id: 1, type: 'STAY' }} />, 'fr_FR', [recentlyViewedMessageGroup]);
    await waitFor(() => expect(second.container).toBeEmptyDOMElement());
    second.unmount();
    window.localStorage.setItem(recentlyViewedKey('fr_FR'), '{not json');
    const third = renderIsland(<RecentlyViewedCarousel locale="fr_FR" current={{ id: 2, type: 'STAY' }} />, 'fr_FR', [recentlyViewedMessageGroup]);
    await waitFor(() => expect(third.container).toBeEmptyDOMElement());
  });

  it('the voucher page records an ACTIVITY item with its lowest price per participant and main centre', () => {
    const voucher = {
      id: 900_003,
      uri: 'escalade-900003',
      label: 'Escalade',
      images: [{ url: '/a.png', sizes: { '640_360': '/a-640.png' }, alt: '', legend: null }],
      imagesBySize: {},
      mainActivityCenter: { id: 800_030, label: 'Centre', stars: 3, locationLabel: 'Lyon', main: true },
      prices: [
        { adults: 1, sellPrice: 5_000, refPrice: 6_000, promo: 17, moneySaved: 1_000 },
        { adults: 2, sellPrice: 4_800, refPrice: 5_760, promo: 17, moneySaved: 960 },
      ],
    } as unknown as ActivityVoucher;
    expect(recentlyViewedActivityOf(voucher, '/fr-fr/bon-activite/900003/escalade-900003')).toEqual({
      id: 900_003,
      type: 'ACTIVITY',
      label: 'Escalade',
      imageUrl: '/a-640.png',
      uri: '/fr-fr/bon-activite/900003/escalade-900003',
      price: { sellPrice: 4_800, refPrice: 5_760, promo: 17, nights: null },
      hotel: { id: 800_030, label: 'Centre', stars: 3, locationLabel: 'Lyon', review: null },
      dataFlowMode: null,
    });
  });
});
