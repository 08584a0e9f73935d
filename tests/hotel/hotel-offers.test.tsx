import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hotelOffersState, type RoomCard } from '@/domain/hotel/room-offers';
import { getIntl } from '@/i18n/server';
import { HotelOffers } from '@/screens/hotel/hotel-offers';
import { OffersView } from '@/screens/hotel/offers-view';
import { useHotelPage } from '@/screens/hotel/hotel-page-store';
import { hotelIslandsMessageGroup } from '@/screens/hotel/message-group';
import { hotelHashStore } from '@/state/hotel-hash-store';
import { renderIsland } from '../search-box/render';
import { simulator } from '../setup/simulator';

/**
 * The hotel page's Offers island against GET /api/hotel/rooms (answers mocked here; the route has
 * its own test): the server's dateless rooms, the rooms priced for the hash's stay, the spec's
 * states (part 2 §8) and what choosing an offer does (part 2 §4).
 */

const scrollIntoView = vi.fn();
Element.prototype.scrollIntoView = scrollIntoView;

const room = (key: string, offers: Array<{ id: number; price: number; dated?: boolean }>): RoomCard => ({
  key,
  label: `Chambre ${key}`,
  size: 22,
  type: 'double',
  capacity: 2,
  highlights: ['Terrasse'],
  imageUrl: '/img/room.jpg',
  imageAlt: 'La chambre',
  offers: offers.map(({ id, price, dated }) => ({
    id,
    path: `/fr-fr/sejour/${id}`,
    label: `Séjour ${id}`,
    intro: 'Dîner · Spa',
    sellPrice: price,
    refPrice: null,
    promo: 0,
    nights: dated ? 2 : 1,
    checkin: dated ? '2026-12-11' : null,
    hasSelectedDates: dated ?? false,
    paxCount: 2,
  })),
});

const DATELESS = [room('a', [{ id: 11, price: 20000 }, { id: 12, price: 26000 }]), room('b', [{ id: 13, price: 30000 }])];

function roomsRoute(answer: RoomCard[] | 'fail') {
  const asked: URLSearchParams[] = [];
  simulator.use(
    http.get('*/api/hotel/rooms', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return answer === 'fail' ? HttpResponse.json({ error: { code: 'upstream' } }, { status: 502 }) : HttpResponse.json({ rooms: answer });
    }),
  );
  return asked;
}

function offers(hash: string, rooms: RoomCard[] = DATELESS) {
  window.history.replaceState(null, '', `/fr-fr/hotel/1000${hash}`);
  // The page's composition: the server draws the dateless rooms (OffersView), the island around them.
  const intl = getIntl('fr_FR');
  const serverRooms = <OffersView intl={intl} state={hotelOffersState({ datelessRooms: rooms, hasDates: false, datedRooms: undefined })} stay={null} linkStay={null} />;
  renderIsland(<HotelOffers locale="fr_FR" hotelId={1000} rooms={rooms} serverRooms={serverRooms} />, 'fr_FR', [hotelIslandsMessageGroup]);
}

afterEach(() => {
  act(() => hotelHashStore.set(hotelHashStore.codec.defaults()));
  act(() => useHotelPage.setState({ calendar: null, detailOffer: null }));
  window.history.replaceState(null, '', '/');
  scrollIntoView.mockClear();
});

describe('hotel offers', () => {
  it('without dates: the rooms with their offers from their from prices, each offer linking to its page', () => {
    offers('');
    const cards = screen.getAllByTestId('hotel-room');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Chambre a' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Chambre double · 22 m² · Jusqu\'à 2 personnes')).toBeInTheDocument();
    const first = within(cards[0]!).getAllByTestId('room-offer')[0]!;
    expect(within(first).getByRole('link', { name: 'Séjour 11' })).toHaveAttribute('href', '/fr-fr/sejour/11');
    expect(within(first).getByTestId('room-offer-price').textContent?.replace(/\s/g, ' ')).toBe('À partir de 200 €');
  });

  it('a party without dates keeps the dateless rooms, whose links hand the party on; nothing is asked', async () => {
    const asked = roomsRoute([]);
    offers('#a=3&c=1');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Séjour 11' })).toHaveAttribute('href', '/fr-fr/sejour/11#a=3&c=1'));
    expect(screen.getAllByTestId('hotel-room')).toHaveLength(2);
    expect(asked).toHaveLength(0);
  });

  it('choosing an offer without dates opens the calendar for it', async () => {
    offers('');
    fireEvent.click(screen.getByRole('button', { name: 'Choisir Séjour 12' }));
    await waitFor(() => expect(useHotelPage.getState()).toMatchObject({ calendar: { for: 'offer', offerId: 12 }, detailOffer: null }));
    expect(hotelHashStore.getValue().id).toBe(12);
  });

  it('with dates: asks the rooms priced for the stay and guests, shows them, and choosing one opens its detail', async () => {
    const asked = roomsRoute([room('a', [{ id: 12, price: 41000, dated: true }])]);
    offers('#checkin=2026-12-11&checkout=2026-12-13&a=3');
    expect(await screen.findByTestId('hotel-rooms')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0]!)).toEqual({ locale: 'fr_FR', hotelId: '1000', checkin: '2026-12-11', nights: '2', adult: '3', child: '0', baby: '0' });
    expect(screen.getByTestId('hotel-offers-dates')).toHaveTextContent('Offres du 11 décembre au 13 décembre 2026');
    const offer = screen.getByTestId('room-offer');
    expect(within(offer).getByTestId('room-offer-price').textContent?.replace(/\s/g, ' ')).toBe('410 € pour votre séjour');
    expect(within(offer).getByText('2 nuits pour 2 personnes')).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'Séjour 12' })).toHaveAttribute('href', '/fr-fr/sejour/12#checkin=2026-12-11&checkout=2026-12-13&night=2&a=3');
    fireEvent.click(within(offer).getByRole('button', { name: 'Choisir Séjour 12' }));
    await waitFor(() => expect(useHotelPage.getState()).toMatchObject({ detailOffer: 12, calendar: null }));
  });

  it('with dates and nothing bookable: no availability on your dates, and See all offers clears the dates', async () => {
    roomsRoute([]);
    offers('#checkin=2026-12-11&checkout=2026-12-13');
    const notice = await screen.findByTestId('hotel-no-availability');
    expect(notice).toHaveTextContent('Désolé, aucune disponibilité à vos dates.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Voir toutes les offres' }));
    await waitFor(() => expect(screen.getAllByTestId('hotel-room')).toHaveLength(2));
    const { checkin, checkout, night } = hotelHashStore.getValue();
    expect([checkin, checkout, night]).toEqual([undefined, undefined, undefined]);
  });

  it('a hotel with nothing to sell says so, with the hint and the agents’ hours', () => {
    offers('', []);
    const notice = screen.getByTestId('hotel-no-offers');
    expect(notice).toHaveTextContent("Désolé, nous n'avons actuellement aucune offre pour cet hôtel.");
    expect(notice).toHaveTextContent('lun-ven 10h-21h, sam-dim 10h-19h');
  });

  it('a failing rooms call says so, and Retry asks again', async () => {
    const asked = roomsRoute('fail');
    offers('#checkin=2026-12-11&checkout=2026-12-13');
    const alert = await screen.findByTestId('hotel-offers-error');
    expect(alert).toHaveTextContent("Oups, une erreur s'est produite");
    roomsRoute([room('a', [{ id: 12, price: 41000, dated: true }])]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('hotel-rooms')).toBeInTheDocument();
    expect(asked.length).toBeGreaterThanOrEqual(1);
  });

  it('#anchor=products scrolls to the offers once', () => {
    document.body.insertAdjacentHTML('beforeend', '<section id="getaways"></section>');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    offers('#anchor=products');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    document.getElementById('getaways')?.remove();
  });
});
