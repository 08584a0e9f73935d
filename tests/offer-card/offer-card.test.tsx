import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { GET as hotelOffersRoute } from '../../app/api/hotel-offers/route';
import { addFaultRule } from '../../mocks/faults';
import { HotelOffersDrawer } from '@/components/hotel-offers';
import { cardHref, OfferCardView } from '@/components/offer-card';
import type { OfferCard } from '@/domain/model/search';
import { clientMessages } from '@/i18n/client-messages';
import { offerCardMessageGroup } from '@/components/offer-card/message-group';
import { simulator } from '../setup/simulator';
import { renderWithQuery } from '../filters/render';
import { renderIsland } from '../search-box/render';

/** Offer cards (part 1 §2, §3, §6, §9) and the hotel offers drawer (part 1 §2, §8). */
const card = (patch: Partial<OfferCard> = {}): OfferCard => ({
  id: 5012,
  label: 'Nuit romantique avec dîner',
  uri: 'hotel-du-louvre-1042-5012',
  imageUrl: '/images/a/640x360.svg',
  images: [],
  hotel: {
    id: 1042,
    label: 'Hôtel du Louvre',
    stars: 4,
    uri: 'hotel-du-louvre-1042',
    location: { label: 'Paris', lat: 48.86, lng: 2.33, address: null, zipCode: null },
    review: { count: 120, average: 8.56 },
  },
  checkin: null,
  nights: 1,
  participants: 2,
  price: { sellPrice: 18900, refPrice: 24900, promo: 24, priceType: 'FROM_PRICE' },
  availableRooms: 2,
  expiration: null,
  lastMinute: false,
  headwords: [],
  marketingLabels: ['BEST_SELLER'],
  distanceKm: null,
  cancellation: null,
  connectivity: false,
  channelManagerId: null,
  dataFlowMode: null,
  itemCategory: 'weekend',
  targetedLabel: null,
  hasMoreOffers: true,
  autoDiscount: { code: 'EXTRA5', value: 945 },
  stressMessages: [
    { message: 'Très demandé', color: 'social', icon: null, emoji: null },
    { message: 'Annulation flexible', color: 'reinsurance', icon: null, emoji: null },
    { message: 'Troisième message', color: 'social', icon: null, emoji: null },
  ],
  ...patch,
});

const render = (element: React.ReactElement) => renderIsland(element);

describe('OfferCardView', () => {
  it('shows every field of a weekend card: badge, stress (2 at most), rooms left, stars, place, score, price, CTA', () => {
    render(<OfferCardView card={card()} flow="booking" locale="fr_FR" layout="weekend" href="/fr-fr/sejour/5012" onSeeOnMap={() => {}} />);
    const article = screen.getByTestId('offer-card');
    expect(within(article).getByRole('link', { name: 'Hôtel du Louvre' })).toHaveAttribute('href', '/fr-fr/sejour/5012');
    expect(screen.getByTestId('card-badge')).toHaveTextContent('-24 %');
    const stress = within(screen.getByTestId('stress-messages')).getAllByRole('listitem').map((item) => item.textContent);
    expect(stress).toEqual(['Très demandé', 'Annulation flexible', 'Plus que 2 chambres']);
    expect(within(article).getByRole('img', { name: '4 étoiles' })).toBeInTheDocument();
    expect(screen.getByTestId('card-review')).toHaveTextContent('8,6/10Remarquable120 avis');
    expect(screen.getByTestId('card-price')).toHaveTextContent('À partir de');
    expect(screen.getByTestId('card-price')).toHaveTextContent('189');
    expect(within(article).getByText('249 €', { exact: false })).toBeInTheDocument();
    expect(within(article).getByText("Voir l'offre")).toBeInTheDocument();
    expect(screen.getByTestId('card-cancellation')).toHaveTextContent('Ajoutez vos dates');
    // The auto discount's line is drawn for every visitor; the stylesheet shows it to an assigned one only.
    expect(screen.getByTestId('auto-discount')).toHaveTextContent('EXTRA5');
  });

  it('in gifting hides promo, reference price and scarcity, and says See gift', () => {
    render(<OfferCardView card={card({ itemCategory: 'single_voucher', price: { sellPrice: 15900, refPrice: 19900, promo: 20, priceType: 'GIFT' } })} flow="gifting" locale="fr_FR" layout="singleVoucher" href="/x" />);
    const article = screen.getByTestId('offer-card');
    expect(screen.queryByText('-20 %')).not.toBeInTheDocument();
    expect(within(article).queryByText('199 €', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByTestId('stress-messages')).not.toBeInTheDocument();
    expect(screen.queryByTestId('auto-discount')).not.toBeInTheDocument();
    expect(within(article).getByText('Voir le cadeau')).toBeInTheDocument();
    expect(screen.getByTestId('card-price')).toHaveTextContent('Prix du cadeau');
    expect(screen.getByTestId('card-price')).toHaveTextContent('par bon cadeau');
  });

  it('draws the automatic extra discount outside gifting, for the stylesheet to show to a variation-assigned visitor', () => {
    render(<OfferCardView card={card()} flow="booking" locale="fr_FR" layout="weekend" href="/x" />);
    expect(screen.getByTestId('auto-discount')).toHaveTextContent('EXTRA5');
  });

  it('says New without reviews, no rooms-left at 4 rooms, and the channel manager label for connectivity', () => {
    render(
      <OfferCardView
        card={card({ hotel: { ...card().hotel!, review: null }, availableRooms: 4, stressMessages: [], connectivity: true, channelManagerId: 'SiteMinder' })}
        flow="booking"
        locale="fr_FR"
        layout="weekend"
        href="/x"
      />,
    );
    expect(screen.getByTestId('card-review')).toHaveTextContent('Nouveau');
    expect(screen.queryByTestId('stress-messages')).not.toBeInTheDocument();
    expect(screen.getByText('Réserver avec SiteMinder')).toBeInTheDocument();
  });

  it('calls back See on the map and the other offers; leaves a ctrl-click to the browser', () => {
    const onSeeOnMap = vi.fn();
    const onOtherOffers = vi.fn();
    render(<OfferCardView card={card()} flow="booking" locale="fr_FR" layout="weekend" href="/x" onSeeOnMap={onSeeOnMap} onOtherOffers={onOtherOffers} />);
    fireEvent.click(screen.getByRole('button', { name: 'Voir sur la carte' }));
    fireEvent.click(screen.getByRole('button', { name: 'Voir les autres offres de cet hôtel' }));
    expect(onSeeOnMap).toHaveBeenCalledWith(expect.objectContaining({ id: 5012 }));
    expect(onOtherOffers).toHaveBeenCalledWith(expect.objectContaining({ id: 5012 }));
    const link = screen.getByRole('link', { name: 'Hôtel du Louvre' });
    // A real link: the browser opens ctrl, shift, meta and middle clicks in a new tab.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
  });

  it('draws the wishlist heart only on a full card with a handler, and never on the server', () => {
    const messages = clientMessages('fr_FR', [offerCardMessageGroup]);
    const html = renderToString(
      <IntlProvider locale="fr-FR" messages={messages}>
        <OfferCardView card={card()} flow="booking" locale="fr_FR" layout="full" href="/x" onWishlist={() => {}} />
      </IntlProvider>,
    );
    expect(html).not.toContain('data-testid="wishlist"');
    const { unmount } = render(<OfferCardView card={card()} flow="booking" locale="fr_FR" layout="full" href="/x" onWishlist={() => {}} />);
    expect(screen.getByTestId('wishlist')).toHaveAccessibleName('Ajouter à mes favoris');
    unmount();
    render(<OfferCardView card={card()} flow="booking" locale="fr_FR" layout="full" href="/x" />);
    expect(screen.queryByTestId('wishlist')).not.toBeInTheDocument();
  });

  const image = (key: string) => ({ url: `/images/${key}/960x540.png`, sizes: { '640_360': `/images/${key}/640x360.png`, '960_540': `/images/${key}/960x540.png` }, alt: key, title: null, legend: null, link: null });

  it('full card: one picture until the visitor reaches for it, then the whole carousel', async () => {
    render(<OfferCardView card={card({ images: [image('a'), image('b'), image('c')] })} flow="booking" locale="fr_FR" layout="full" href="/x" />);
    const media = screen.getByTestId('offer-card').querySelector('img')?.parentElement as HTMLElement;
    expect(screen.getByTestId('offer-card').querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Photo précédente' })).toBeDisabled();
    fireEvent.pointerEnter(media);
    // embla loads on this first reach; the static picture stays meanwhile.
    expect(await screen.findByRole('group', { name: 'Photo 2 sur 3' })).toBeInTheDocument();
    expect(screen.getByTestId('offer-card').querySelectorAll('img')).toHaveLength(3);
    // The 640×360 size of each picture (imagesBySize key '640_360'), not the picture's own URL.
    expect([...screen.getByTestId('offer-card').querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/images/a/640x360.png',
      '/images/b/640x360.png',
      '/images/c/640x360.png',
    ]);
  });

  it('full card: a keyboard user reaching the next arrow keeps the focus on the carousel arrow', async () => {
    render(<OfferCardView card={card({ images: [image('a'), image('b')] })} flow="booking" locale="fr_FR" layout="full" href="/x" />);
    act(() => screen.getByRole('button', { name: 'Photo suivante' }).focus());
    await screen.findByRole('group', { name: 'Photo 2 sur 2' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Photo suivante' })).toHaveFocus());
  });

  it('rotates its badges by the stylesheet: every badge in the markup, the first again to close the round, hidden from screen readers', () => {
    render(<OfferCardView card={card({ lastMinute: true })} flow="booking" locale="fr_FR" layout="weekend" href="/x" />);
    const track = screen.getByTestId('card-badge').firstElementChild as HTMLElement;
    expect([...track.children].map((badge) => [badge.textContent, badge.getAttribute('aria-hidden')])).toEqual([
      ['-24 %', null],
      ['Dernière minute', null],
      ['Meilleure vente', null],
      ['-24 %', 'true'],
    ]);
    expect(track).toHaveAttribute('data-rotating', 'true');
    expect(track.style.animationDuration).toBe('9000ms');
    expect(track.style.getPropertyValue('--badge-count')).toBe('3');
  });

  it('a single badge never moves', () => {
    render(<OfferCardView card={card({ marketingLabels: [] })} flow="booking" locale="fr_FR" layout="weekend" href="/x" />);
    const track = screen.getByTestId('card-badge').firstElementChild as HTMLElement;
    expect(track.children).toHaveLength(1);
    expect(track).not.toHaveAttribute('data-rotating');
  });
});

describe('cardHref', () => {
  const stay = { checkin: '2026-12-04', checkout: '2026-12-06', night: 2, adults: 2, children: 1, babies: 0 };
  it('leads to the package page with the booking search in the hash, in the hotel hash keys (night, defaults left out)', () => {
    expect(cardHref(card(), 'booking', 'fr_FR', stay)).toBe('/fr-fr/sejour/5012/hotel-du-louvre-1042-5012#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1');
    expect(cardHref(card(), 'hotel', 'fr_FR', { adults: 2, children: 0, babies: 0 })).toBe('/fr-fr/sejour/5012/hotel-du-louvre-1042-5012');
  });
  it('carries no hash in gifting but says ?flow=gifting, and a single voucher leads to its package', () => {
    expect(cardHref(card({ id: 90001 }), 'gifting', 'it_IT', stay)).toBe('/it-it/soggiorno/5012/hotel-du-louvre-1042-5012?flow=gifting');
    expect(cardHref(card({ id: 90001, uri: null }), 'gifting', 'fr_FR', stay)).toBe('/fr-fr/sejour/90001?flow=gifting');
    for (const flow of ['booking', 'hotel', 'beneficiary'] as const) expect(cardHref(card(), flow, 'fr_FR', stay)).not.toContain('flow=');
  });
});

describe('HotelOffersDrawer', () => {
  beforeEach(() => simulator.use(http.get('*/api/hotel-offers', ({ request }) => hotelOffersRoute(request))));
  const drawer = (onOpenChange = vi.fn()) =>
    renderWithQuery(
      <HotelOffersDrawer open onOpenChange={onOpenChange} hotelId={1001} hotelLabel="Hôtel test" flow="booking" locale="fr_FR" criteria={{ adults: 2, children: 0, babies: 0 }} onClearDates={vi.fn()} />,
    );

  it('loads the hotel’s packages, each linking to its product; Go back closes', async () => {
    const onOpenChange = vi.fn();
    drawer(onOpenChange);
    expect(screen.getByRole('dialog', { name: 'Les offres de Hôtel test' })).toBeInTheDocument();
    expect(screen.getByText('Chargement des offres…')).toBeInTheDocument();
    const offers = await screen.findAllByTestId('hotel-offer');
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(within(offer).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/fr-fr\/sejour\/\d+/));
    fireEvent.click(screen.getByRole('button', { name: 'Retour à la recherche' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('leads to the hotel page with the search’s stay in the hotel hash keys', () => {
    renderWithQuery(
      <HotelOffersDrawer open onOpenChange={vi.fn()} hotelId={1001} hotelLabel="Hôtel test" flow="booking" locale="fr_FR" criteria={{ checkin: '2026-12-11', night: 2, adults: 3, children: 0, babies: 0 }} onClearDates={vi.fn()} />,
    );
    expect(screen.getByRole('link', { name: "Voir l'hôtel, ses chambres et ses avis" })).toHaveAttribute('href', '/fr-fr/hotel/1001#checkin=2026-12-11&night=2&a=3');
  });

  it('says Oops, something went wrong when the offers call fails, and retries', async () => {
    addFaultRule({ path: '/search/offers.json', fault: { kind: 'status', status: 503 }, remaining: 1 });
    drawer();
    expect(await screen.findByText("Oups, une erreur s'est produite")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getAllByTestId('hotel-offer').length).toBeGreaterThan(0));
  });
});
