import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OfferDetailAnswer } from '@/bff/contracts/offer-detail';
import type { ProductQuoteAnswer } from '@/bff/contracts/product-quote';
import type { ProductOffer } from '@/domain/model/product';
import { closeOfferDetail, openOfferDetail, useHotelPage } from '@/screens/hotel/hotel-page-store';
import { OfferDetail, offerDetailMessageGroup } from '@/screens/hotel/offer-detail';
import { datedActivitiesOf } from '@/screens/hotel/offer-detail/offer-detail-body';
import { hotelHashStore } from '@/state/hotel-hash-store';
import { renderIsland } from '../search-box/render';
import { simulator } from '../setup/simulator';

/**
 * The hotel page's offer detail against its BFF route (answers mocked here; the route has its own
 * test): it opens when the page's store gets an offer, loads that offer for the hash's stay and
 * guests, shows its fields, its loading and error states, embeds the booking island for that
 * offer, and closing it clears the store and gives the focus back (part 2 §2, §3, §4).
 */

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
Element.prototype.scrollIntoView = vi.fn();

const CHECKIN = '2026-12-18';
const CHECKOUT = '2026-12-20';
const HOTEL = { id: 12, label: 'Hôtel des Tests', checkInOut: { checkin: '15:00', checkout: '11:00' } };

const detailOf = (id: number, overrides: Partial<OfferDetailAnswer> = {}): OfferDetailAnswer => ({
  id,
  label: id === 501 ? 'Séjour romantique' : 'Séjour gourmand',
  hotel: { label: 'Hôtel des Tests', checkInOut: { checkin: '15:00', checkout: '11:00' } },
  images: [
    { url: 'https://img.test/501-a.jpg', alt: 'La chambre vue du lit' },
    { url: 'https://img.test/501-b.jpg', alt: 'Le spa' },
  ],
  programLines: ['1 nuit en chambre double', 'Petit-déjeuner inclus'],
  activities: [
    { activityId: 71, title: 'Accès au spa', details: ['1 heure', 'Sur place'], singleDay: true },
    { activityId: 72, title: 'Bouteille de champagne', details: [], singleDay: false },
  ],
  room: { label: 'Chambre Supérieure', capacity: 2, maxCapacity: 3, size: 24 },
  price: { sellPrice: 45800, refPrice: null, promo: 0, nbRooms: 2, nights: 2, final: true },
  ...overrides,
});

const offer = (weekendId: number, sellPrice: number, label: string): ProductOffer => ({
  weekendId,
  label,
  room: { uuid: null, label: 'Chambre double' },
  sellPrice,
  refPrice: null,
  promo: 0,
  nights: 2,
  availableRooms: 2,
  cancellationPolicy: null,
});

const quoted = (weekendId: number, sellPrice: number): ProductQuoteAnswer => ({
  status: 'quoted',
  quote: {
    weekendId,
    sellPrice,
    refPrice: null,
    promo: 0,
    moneySaved: 0,
    priceType: 'FINAL_PRICE',
    nbRooms: 2,
    nights: 2,
    localTaxTotalAmount: 0,
    programLines: [],
    flashDeal: false,
    roomsAmountMessage: null,
    cancellationPolicy: null,
    reservationCriteria: null,
    modifiedReservationCriteria: null,
  },
  insuranceOffers: [],
});

interface Calls {
  details: URLSearchParams[];
  quotes: URLSearchParams[];
}

/** The detail's route answers `detail` (or fails), the booking island's routes answer for offers 501 and 502. */
function bff(detail: (query: URLSearchParams) => OfferDetailAnswer | 'fail' | Promise<OfferDetailAnswer> = (query) => detailOf(Number(query.get('offerId')))): Calls {
  const calls: Calls = { details: [], quotes: [] };
  simulator.use(
    http.get('*/api/product/offer-detail', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.details.push(query);
      const answer = await detail(query);
      return answer === 'fail' ? HttpResponse.json({ error: { code: 'upstream' } }, { status: 502 }) : HttpResponse.json(answer);
    }),
    http.get('*/api/product/offers', () => HttpResponse.json({ offers: [offer(501, 45800, 'Séjour romantique'), offer(502, 52000, 'Séjour gourmand')] })),
    http.get('*/api/product/quote', ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.quotes.push(query);
      return HttpResponse.json(quoted(Number(query.get('productId')), query.get('productId') === '502' ? 52000 : 45800));
    }),
    http.get('*/api/payment/eligibility', () => HttpResponse.json({ paymentMethods: [] })),
    http.get('*/api/calendar/availability', () => HttpResponse.json({ days: {} })),
  );
  return calls;
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

/** The hotel page around the detail: an offer button that opens it, as the room cards do. */
function page(options: { hash?: string; width?: number } = {}) {
  setWidth(options.width ?? 1280);
  window.history.replaceState(null, '', `/fr/hotel/12${options.hash ?? `#checkin=${CHECKIN}&checkout=${CHECKOUT}&a=2&c=1`}`);
  renderIsland(
    <>
      <button type="button" data-testid="room-offer-select" onClick={() => openOfferDetail(501)}>
        Choisir
      </button>
      <OfferDetail locale="fr_FR" hotel={HOTEL} />
    </>,
    'fr_FR',
    [offerDetailMessageGroup],
  );
  const opener = screen.getByTestId('room-offer-select');
  return {
    open: () => {
      opener.focus();
      fireEvent.click(opener);
    },
    opener,
  };
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

afterEach(() => {
  act(() => {
    closeOfferDetail();
    hotelHashStore.set(hotelHashStore.codec.defaults());
  });
  window.history.replaceState(null, '', '/');
});

describe('offer detail', () => {
  it('stays closed until the store holds an offer, then loads it for the stay and guests of the hash', async () => {
    const calls = bff();
    const { open } = page();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.details).toHaveLength(0);
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Séjour romantique' });
    expect(Object.fromEntries(calls.details[0]!)).toEqual({ locale: 'fr_FR', offerId: '501', checkin: CHECKIN, nights: '2', adult: '2', child: '1', baby: '0' });
    expect(within(dialog).getByTestId('offer-detail-content')).toBeInTheDocument();
  });

  it("shows the offer's hotel with its hours, the stay's dates, pictures, programme, activities, room and price for its rooms", async () => {
    bff();
    page().open();
    const dialog = await screen.findByRole('dialog', { name: 'Séjour romantique' });
    expect(within(dialog).getByTestId('offer-detail-hotel')).toHaveTextContent('Hôtel des Tests');
    expect(within(dialog).getByTestId('offer-detail-hours')).toHaveTextContent("Arrivée à partir de 15:00 · Départ jusqu'à 11:00");
    expect(text(within(dialog).getByTestId('offer-detail-dates'))).toBe('2 nuits, du ven. 18 décembre 2026 au dim. 20 décembre 2026');
    const pictures = within(dialog).getByRole('list', { name: "Photos de l'offre" });
    // It scrolls sideways: a keyboard reaches it.
    expect(pictures).toHaveAttribute('tabindex', '0');
    const images = within(pictures).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['La chambre vue du lit', 'Le spa']);
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(within(within(dialog).getByTestId('offer-detail-programme')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1 nuit en chambre double', 'Petit-déjeuner inclus']);
    const activities = within(within(dialog).getByTestId('offer-detail-activities')).getAllByRole('listitem').map(text);
    expect(activities).toEqual(['Accès au spa — 1 heure · Sur place', 'Bouteille de champagne']);
    expect(text(within(dialog).getByTestId('offer-detail-room'))).toBe("Chambre SupérieurePour 2 personnes (jusqu'à 3 personnes) · Surface : 24 m²");
    expect(text(within(dialog).getByTestId('offer-detail-price'))).toBe('458 € pour 2 chambres');
  });

  it('says "from" a price the dates do not fix, and leaves the rooms out for one room', async () => {
    bff((query) => detailOf(Number(query.get('offerId')), { price: { sellPrice: 19900, refPrice: null, promo: 0, nbRooms: 1, nights: 1, final: false } }));
    page().open();
    expect(text(await screen.findByTestId('offer-detail-price'))).toBe('À partir de 199 €');
  });

  it('is a large modal on desktop', async () => {
    bff();
    page({ width: 1280 }).open();
    expect(await screen.findByTestId('offer-detail-modal')).toHaveAttribute('role', 'dialog');
    expect(screen.queryByTestId('offer-detail-drawer')).not.toBeInTheDocument();
  });

  it('is a bottom drawer on mobile', async () => {
    bff();
    page({ width: 375 }).open();
    expect(await screen.findByTestId('offer-detail-drawer')).toHaveAttribute('role', 'dialog');
    expect(screen.queryByTestId('offer-detail-modal')).not.toBeInTheDocument();
  });

  it('announces the loading, named after the hotel until the offer has loaded', async () => {
    let release: (answer: OfferDetailAnswer) => void = () => undefined;
    bff(() => new Promise<OfferDetailAnswer>((resolve) => (release = resolve)));
    page().open();
    const dialog = await screen.findByRole('dialog', { name: 'Hôtel des Tests' });
    const loading = within(dialog).getByTestId('offer-detail-loading');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getByRole('status')).toHaveTextContent("Chargement de l'offre…");
    release(detailOf(501));
    expect(await screen.findByRole('dialog', { name: 'Séjour romantique' })).toBeInTheDocument();
    expect(screen.queryByTestId('offer-detail-loading')).not.toBeInTheDocument();
  });

  it('says so when the detail fails, and Retry loads it again', async () => {
    let fail = true;
    const calls = bff((query) => (fail ? 'fail' : detailOf(Number(query.get('offerId')))));
    page().open();
    const alert = await screen.findByTestId('offer-detail-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent("Oups, une erreur s'est produite");
    expect(screen.queryByTestId('booking-panel')).not.toBeInTheDocument();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('dialog', { name: 'Séjour romantique' })).toBeInTheDocument();
    expect(calls.details).toHaveLength(2);
  });

  it("embeds the booking island for the offer: it quotes that offer for the hash's stay and asks the dates of its dated activities", async () => {
    const calls = bff();
    page().open();
    const panel = await screen.findByTestId('booking-panel');
    expect(within(panel).getByTestId('booking-activity-71')).toHaveTextContent('Accès au spa');
    expect(within(panel).queryByTestId('booking-activity-72')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.quotes.length).toBeGreaterThan(0));
    expect(calls.quotes[0]?.get('productId')).toBe('501');
    expect(calls.quotes[0]?.get('checkin')).toBe(CHECKIN);
    expect(calls.quotes[0]?.get('checkout')).toBe(CHECKOUT);
    expect(await within(panel).findByTestId('book-button')).toBeEnabled();
  });

  it('writes the opened offer to the hash, over an earlier choice', async () => {
    bff();
    page({ hash: `#checkin=${CHECKIN}&checkout=${CHECKOUT}&a=2&id=502` }).open();
    await screen.findByRole('dialog', { name: 'Séjour romantique' });
    await waitFor(() => expect(hotelHashStore.getValue().id).toBe(501));
    expect(window.location.hash).toContain('id=501');
    expect(useHotelPage.getState().detailOffer).toBe(501);
  });

  it("follows the offer chosen in the booking island's list: what is shown is what is booked", async () => {
    const calls = bff();
    page().open();
    const panel = await screen.findByTestId('booking-panel');
    const other = await within(panel).findByTestId('booking-offer-502');
    fireEvent.click(within(other).getByRole('radio'));
    expect(await screen.findByRole('dialog', { name: 'Séjour gourmand' })).toBeInTheDocument();
    expect(useHotelPage.getState().detailOffer).toBe(502);
    expect(calls.details.at(-1)?.get('offerId')).toBe('502');
    await waitFor(() => expect(calls.quotes.at(-1)?.get('productId')).toBe('502'));
  });

  it("another offer chosen in the list brings its own activities: the first offer's activity date is never quoted with it", async () => {
    const calls = bff((query) =>
      query.get('offerId') === '502'
        ? detailOf(502, { activities: [{ activityId: 81, title: 'Dîner gastronomique', details: [], singleDay: true }] })
        : detailOf(Number(query.get('offerId'))),
    );
    page().open();
    const panel = await screen.findByTestId('booking-panel');
    fireEvent.click(within(within(panel).getByTestId('booking-activity-71')).getByRole('button'));
    const days = await screen.findByTestId('activity-date-dialog-71');
    fireEvent.click(within(days).getByRole('button', { name: /19 décembre/ }));
    await waitFor(() => expect(calls.quotes.at(-1)?.get('activitySelectionList')).toBe('71_1'));

    fireEvent.click(within(await within(panel).findByTestId('booking-offer-502')).getByRole('radio'));
    await screen.findByRole('dialog', { name: 'Séjour gourmand' });
    const next = await screen.findByTestId('booking-panel');
    expect(await within(next).findByTestId('booking-activity-81')).toHaveTextContent('Dîner gastronomique');
    expect(within(next).queryByTestId('booking-activity-71')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.quotes.at(-1)?.get('productId')).toBe('502'));
    const quotesOf502 = calls.quotes.filter((query) => query.get('productId') === '502');
    expect(quotesOf502.map((query) => query.get('activitySelectionList'))).toEqual(quotesOf502.map(() => null));
  });

  it('closes with its close button or Escape: the store is cleared and the focus returns to the offer button', async () => {
    bff();
    const { open, opener } = page();
    open();
    let dialog = await screen.findByRole('dialog', { name: 'Séjour romantique' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useHotelPage.getState().detailOffer).toBeNull();
    expect(opener).toHaveFocus();

    open();
    dialog = await screen.findByRole('dialog', { name: 'Séjour romantique' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useHotelPage.getState().detailOffer).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('passes the dated activities, and only those, to the booking island', () => {
    expect(datedActivitiesOf(detailOf(501))).toEqual([{ activityId: 71, title: 'Accès au spa' }]);
  });
});
