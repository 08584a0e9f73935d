import { act, screen, waitFor } from '@testing-library/react';
import { Carousel } from '@/components/carousel/carousel';
import { carouselMessageGroup } from '@/components/carousel/message-group';
import { renderIsland } from '../search-box/render';

/** An IntersectionObserver the test moves: the row comes near the screen when the test says so. */
class NearObserver {
  static current: NearObserver | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    NearObserver.current = this;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  near() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const slides = ['Hôtel de la Tour', 'Château Le Relais', 'Domaine des Marronniers', 'Lodge l’Orangerie', 'Hôtel du Lac'].map((label, index) => ({
  key: index,
  content: <a href={`/fr-fr/hotel/${index}`}>{label}</a>,
}));

/** The shared carousel (part 1 §9, part 2 §9): a row of cards whose scrolling code loads near the screen. */
describe('Carousel', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', NearObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    NearObserver.current = null;
  });

  it('takes over the same cards: a link focused (or pressed) as embla arrives is still the one on screen', async () => {
    renderIsland(<Carousel slides={slides} desktopStep={3} labelledBy="nearby" data-testid="nearby-carousel" />, 'fr_FR', [carouselMessageGroup]);
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    const link = screen.getByRole('link', { name: 'Château Le Relais' });
    link.focus();
    act(() => NearObserver.current!.near());
    // Embla has taken over the viewport: it moves the track itself.
    await waitFor(() => expect(screen.getByTestId('nearby-carousel').querySelector('[style*="transform"]')).not.toBeNull());
    expect(screen.getByRole('link', { name: 'Château Le Relais' })).toBe(link);
    expect(link).toHaveFocus();
    expect(screen.getAllByRole('group')).toHaveLength(5);
  });

  it('far from the screen, the row is there without its scrolling code', () => {
    renderIsland(<Carousel slides={slides} desktopStep={3} labelledBy="nearby" data-testid="nearby-carousel" />, 'fr_FR', [carouselMessageGroup]);
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(screen.getByTestId('nearby-carousel').querySelector('[style*="transform"]')).toBeNull();
  });
});
