import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ProductQuoteAnswer } from '@/bff/contracts/product-quote';
import type { ProductOffer } from '@/domain/model/product';
import type { Quote } from '@/domain/model/quote';
import { href } from '@/routing/href';
import { BookingIsland } from '@/screens/product/booking/booking-island';
import { bookingMessageGroup } from '@/screens/product/booking/message-group';
import { useQuotedStay } from '@/screens/product/booking/quoted-stay';
import { productIslandsMessageGroup } from '@/screens/product/message-group';
import { hotelHashStore } from '@/state/hotel-hash-store';
import { renderIsland } from '../search-box/render';
import { simulator } from '../setup/simulator';
import { productHeader } from './product-header';

vi.mock('@/screens/product/islands', () => import('@/screens/product/page-islands'));

/**
 * The product page's booking island against its BFF routes (answers mocked here; the routes have
 * their own tests): the stay in the hash is priced, the total follows the insurance, Book checks
 * the activity dates, hands the same price to init-checkout and leaves for the booking page; each
 * failure shows the spec's state (part 1 §4, §5, §8; part 2 §4, §8).
 */

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
// jsdom does not lay out: scrolling is observed, not done.
const scrollIntoView = vi.fn();
Element.prototype.scrollIntoView = scrollIntoView;

const CHECKIN = '2026-12-18';
const CHECKOUT = '2026-12-20';

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

const quote = (sellPrice: number): Quote => ({
  weekendId: 501,
  sellPrice,
  refPrice: null,
  promo: 0,
  moneySaved: 0,
  priceType: 'FINAL_PRICE',
  nbRooms: 1,
  nights: 2,
  localTaxTotalAmount: 660,
  programLines: [],
  flashDeal: false,
  roomsAmountMessage: null,
  cancellationPolicy: { cancellable: true, deadline: '2026-12-11', type: 'FLEXIBLE', message: null },
  reservationCriteria: null,
  modifiedReservationCriteria: null,
});

const quoted = (sellPrice: number): ProductQuoteAnswer => ({
  status: 'quoted',
  quote: quote(sellPrice),
  insuranceOffers: [
    { id: 'INCLUDED', sellPrice: 0, cancellationPolicy: { cancellable: true, deadline: '2026-12-11', type: 'FLEXIBLE', message: null } },
    { id: 'CANCELLATION', sellPrice: 1500, cancellationPolicy: { cancellable: true, deadline: '2026-12-17', type: 'FULL_REFUND', message: 'Annulation gratuite' } },
  ],
});

interface Calls {
  quotes: URLSearchParams[];
  offerDetails: URLSearchParams[];
  inits: Array<Record<string, unknown>>;
  logs: Array<Record<string, unknown>>;
}

/** The offer detail's answer for another offer of the hotel: only its activities matter to the island. */
const offerDetail = (id: number, activities: Array<{ activityId: number; title: string; singleDay: boolean }>) => ({
  id,
  label: `Offre ${id}`,
  hotel: { label: 'Hôtel', checkInOut: { checkin: null, checkout: null } },
  images: [],
  programLines: [],
  activities: activities.map((activity) => ({ ...activity, details: [] })),
  room: null,
  price: null,
});

function bff(
  options: {
    offers?: ProductOffer[] | 'fail' | ((call: number) => ProductOffer[] | 'fail');
    quote?: (query: URLSearchParams) => ProductQuoteAnswer | 'fail';
    initTotal?: (body: Record<string, unknown>) => number | 'fail';
    /** The dated activities of the hotel's other offers, by offer id. */
    offerActivities?: Record<number, Array<{ activityId: number; title: string; singleDay: boolean }>>;
    /** How many offer-detail calls fail first. */
    offerDetailFailures?: number;
  } = {},
): Calls {
  const calls: Calls = { quotes: [], offerDetails: [], inits: [], logs: [] };
  let offersCalls = 0;
  simulator.use(
    http.get('*/api/product/offers', () => {
      offersCalls += 1;
      const offers = typeof options.offers === 'function' ? options.offers(offersCalls) : options.offers;
      return offers === 'fail' ? HttpResponse.json({ error: { code: 'upstream' } }, { status: 502 }) : HttpResponse.json({ offers: offers ?? [offer(501, 30000, 'Séjour romantique'), offer(502, 36000, 'Séjour gourmand')] });
    }),
    http.get('*/api/product/offer-detail', ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.offerDetails.push(query);
      if (calls.offerDetails.length <= (options.offerDetailFailures ?? 0)) return HttpResponse.json({ error: { code: 'upstream' } }, { status: 502 });
      const id = Number(query.get('offerId'));
      return HttpResponse.json(offerDetail(id, options.offerActivities?.[id] ?? []));
    }),
    http.get('*/api/product/quote', ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.quotes.push(query);
      const answer = options.quote ? options.quote(query) : quoted(query.get('productId') === '502' ? 36000 : 30000);
      return answer === 'fail' ? HttpResponse.json({ error: { code: 'upstream' } }, { status: 502 }) : HttpResponse.json(answer);
    }),
    http.get('*/api/payment/eligibility', () => HttpResponse.json({ paymentMethods: [{ type: '3x', eligible: true, paymentFee: 0, installments: [{ date: CHECKIN, amount: 10150 }] }] })),
    http.get('*/api/calendar/availability', () => HttpResponse.json({ days: {} })),
    http.post('*/api/checkout/init', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.inits.push(body);
      const total = options.initTotal ? options.initTotal(body) : 30000 + (body.insuranceOfferId === 'CANCELLATION' ? 1500 : 0);
      if (total === 'fail') return HttpResponse.json({ error: { code: 'upstream' } }, { status: 502 });
      return HttpResponse.json({
        checkoutId: 'chk-1',
        bookingPath: '/fr/reservation?checkoutId=chk-1',
        price: { sellPrice: total, refPrice: null, promo: 0, moneySaved: 0, nbRooms: 1, nights: 2, insuranceAmount: 0, totalPrice: total, localTaxTotalAmount: 660 },
      });
    }),
    http.post('*/api/client-log', async ({ request }) => {
      calls.logs.push((await request.json()) as Record<string, unknown>);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

function island(options: { hash?: string; activities?: Array<{ activityId: number; title: string }> } = {}) {
  window.history.replaceState(null, '', `/fr/sejour/501${options.hash ?? `#checkin=${CHECKIN}&checkout=${CHECKOUT}&a=2`}`);
  const navigate = vi.fn();
  renderIsland(
    <>
      {productHeader()}
      <BookingIsland locale="fr_FR" productId={501} productLabel="Séjour romantique" datedActivities={options.activities ?? []} fromPrice={25000} navigate={navigate} />
    </>,
    'fr_FR',
    [bookingMessageGroup, productIslandsMessageGroup],
  );
  return navigate;
}

/** Picks a day of the stay for an activity through its dialog. */
async function chooseActivityDay(title: string, day: RegExp) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`– ${title}`) }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: day }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const total = async () => (await screen.findByTestId('booking-total')).textContent?.replace(/\s/g, ' ');

afterEach(() => {
  act(() => hotelHashStore.set(hotelHashStore.codec.defaults()));
  act(() => useQuotedStay.setState({ stay: null }));
  window.history.replaceState(null, '', '/');
});

describe('booking island', () => {
  it('prices the stay of the hash, adds the chosen insurance to the total and books at that price', async () => {
    const calls = bff();
    const navigate = island();
    expect(await total()).toBe('300 €');
    expect(calls.quotes[0]?.get('checkin')).toBe(CHECKIN);
    expect(calls.quotes[0]?.get('checkout')).toBe(CHECKOUT);
    expect(screen.getByText('Inclus')).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('booking-insurance-CANCELLATION')).getByRole('radio'));
    expect(await total()).toBe('315 €');
    expect(await screen.findByTestId('booking-instalment-3x')).toHaveTextContent('101,50 €');
    fireEvent.click(screen.getByTestId('book-button'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/fr/reservation?checkoutId=chk-1'));
    expect(calls.inits[0]).toMatchObject({ productId: 501, offerId: 501, checkin: CHECKIN, checkout: CHECKOUT, adult: 2, child: 0, baby: 0, insuranceOfferId: 'CANCELLATION' });
    // add_to_cart on the hand-off: the agreed total in euros, the spec's default tracked stay.
    const events = ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((entry) => entry.event === 'add_to_cart');
    expect(events.at(-1)).toMatchObject({ ecommerce: { currency: 'EUR', value: 315, adults: 2, nights: 1, items: [{ item_id: '501', price: 315, item_category: 'stay' }] } });
  });

  it('choosing another offer writes it to the hash and quotes it; the others show their per-night difference', async () => {
    const calls = bff();
    island();
    expect(await total()).toBe('300 €');
    expect(within(screen.getByTestId('booking-offer-502')).getByText('+30 € par nuit')).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('booking-offer-502')).getByRole('radio'));
    await waitFor(async () => expect(await total()).toBe('360 €'));
    expect(window.location.hash).toContain('id=502');
    expect(calls.quotes.at(-1)?.get('productId')).toBe('502');
  });

  it("another offer's activities are its own: the list, their dates and the quote follow the chosen offer; a shared activity keeps its date; back to the first finds its dates", async () => {
    const calls = bff({
      offerActivities: {
        502: [
          { activityId: 66, title: 'Atelier chocolat', singleDay: true },
          { activityId: 88, title: 'Vélos électriques', singleDay: true },
          { activityId: 89, title: 'Spa', singleDay: false },
        ],
      },
      initTotal: (body) => (body.offerId === 502 ? 36000 : 30000),
    });
    const navigate = island({ activities: [{ activityId: 66, title: 'Atelier chocolat' }, { activityId: 77, title: 'Balade à cheval' }] });
    expect(await total()).toBe('300 €');
    await chooseActivityDay('Atelier chocolat', /18 décembre/);
    await chooseActivityDay('Balade à cheval', /19 décembre/);
    await waitFor(() => expect(calls.quotes.at(-1)?.get('activitySelectionList')).toBe('66_0-77_1'));

    fireEvent.click(within(screen.getByTestId('booking-offer-502')).getByRole('radio'));
    // The chosen offer's own dated activity, without the product's.
    expect(await screen.findByTestId('booking-activity-88')).toBeInTheDocument();
    expect(screen.queryByTestId('booking-activity-77')).not.toBeInTheDocument();
    expect(screen.queryByTestId('booking-activity-89')).not.toBeInTheDocument();
    expect(calls.offerDetails.at(-1)?.get('offerId')).toBe('502');
    await waitFor(async () => expect(await total()).toBe('360 €'));
    // The shared activity keeps its date; no quote of offer 502 ever carried the product's own activity.
    expect(within(screen.getByTestId('booking-activity-66')).getByTestId('booking-activity-date')).toHaveTextContent('18 décembre');
    const quotesOf502 = calls.quotes.filter((query) => query.get('productId') === '502');
    expect(quotesOf502.length).toBeGreaterThan(0);
    expect(quotesOf502.map((query) => query.get('activitySelectionList'))).toEqual(quotesOf502.map(() => '66_0'));

    // Book asks for the offer's activity, not the product's.
    fireEvent.click(screen.getByTestId('book-button'));
    expect(await screen.findByTestId('booking-activities-missing')).toBeInTheDocument();
    expect(screen.getByTestId('booking-activity-88').querySelector('[data-activity-missing="true"]')).not.toBeNull();
    await chooseActivityDay('Vélos électriques', /18 décembre/);
    await waitFor(() => expect(calls.quotes.at(-1)?.get('activitySelectionList')).toBe('66_0-88_0'));
    fireEvent.click(screen.getByTestId('book-button'));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(calls.inits[0]).toMatchObject({ offerId: 502, activitySelectionList: '66_0-88_0' });

    // Back to the product's own offer: its activities with their dates again; nothing of 502's is sent.
    const before = calls.quotes.length;
    fireEvent.click(within(screen.getByTestId('booking-offer-501')).getByRole('radio'));
    expect(await screen.findByTestId('booking-activity-77')).toBeInTheDocument();
    expect(screen.queryByTestId('booking-activity-88')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('booking-activity-77')).getByTestId('booking-activity-date')).toHaveTextContent('19 décembre');
    await waitFor(async () => expect(await total()).toBe('300 €'));
    expect(calls.quotes.slice(before).every((query) => query.get('productId') === '501' && query.get('activitySelectionList') === '66_0-77_1')).toBe(true);
  });

  it("another offer whose activities cannot be loaded: no quote with unknown activities, a message and Retry", async () => {
    const calls = bff({ offerDetailFailures: 1, offerActivities: { 502: [{ activityId: 88, title: 'Vélos électriques', singleDay: true }] } });
    island({ activities: [{ activityId: 77, title: 'Balade à cheval' }] });
    expect(await total()).toBe('300 €');
    fireEvent.click(within(screen.getByTestId('booking-offer-502')).getByRole('radio'));
    expect(await screen.findByTestId('booking-offer-error')).toHaveTextContent("Nous n'avons pas pu charger les activités de cette offre.");
    expect(screen.queryByTestId('booking-activity-77')).not.toBeInTheDocument();
    expect(calls.quotes.some((query) => query.get('productId') === '502')).toBe(false);
    fireEvent.click(screen.getByTestId('booking-offer-retry'));
    expect(await screen.findByTestId('booking-activity-88')).toBeInTheDocument();
    await waitFor(async () => expect(await total()).toBe('360 €'));
  });

  it('the full-refund cover: the header, the cancellation dialog and the cover choice all say full refund, not the stay’s own terms', async () => {
    bff({
      quote: () => ({
        status: 'quoted',
        quote: { ...quote(30000), cancellationPolicy: { cancellable: false, deadline: null, type: 'NON_REFUNDABLE', message: null } },
        insuranceOffers: [
          { id: 'INCLUDED', sellPrice: 0, cancellationPolicy: { cancellable: false, deadline: null, type: 'NON_REFUNDABLE', message: null } },
          { id: 'CANCELLATION', sellPrice: 1500, cancellationPolicy: { cancellable: true, deadline: '2026-12-17', type: 'FULL_REFUND', message: null } },
        ],
      }),
    });
    island();
    expect(await total()).toBe('300 €');
    expect(screen.getByTestId('product-cancellation')).toHaveTextContent('Non échangeable et non remboursable');
    // Without the API's own words, each cover's conditions come from the same rule.
    expect(screen.getByTestId('booking-insurance-CANCELLATION')).toHaveTextContent("Annulation gratuite avec remboursement intégral jusqu'au 17 décembre");
    expect(screen.getByTestId('booking-insurance-INCLUDED')).toHaveTextContent('Non échangeable et non remboursable');

    fireEvent.click(within(screen.getByTestId('booking-insurance-CANCELLATION')).getByRole('radio'));
    expect(await total()).toBe('315 €');
    await waitFor(() => expect(screen.getByTestId('product-cancellation')).toHaveTextContent("Annulation gratuite avec remboursement intégral jusqu'au 17 décembre"));
    fireEvent.click(screen.getByRole('button', { name: "Conditions d'annulation" }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('cancellation-terms')).toHaveTextContent("Vous pouvez annuler gratuitement jusqu'au 17 décembre 2026 et être remboursé de la totalité du séjour.");
    expect(within(dialog).getByTestId('cancellation-terms')).toHaveTextContent("Aucun remboursement n'est possible à partir du 18 décembre 2026.");
    expect(within(dialog).getByTestId('cancellation-terms')).not.toHaveTextContent('80 %');
    expect(within(dialog).getByTestId('cancellation-terms')).not.toHaveTextContent('ni échangeable ni remboursable');
  });

  it("Book without an activity's date marks it and says so; with the date it is sent to the quote and the checkout", async () => {
    const calls = bff();
    const navigate = island({ activities: [{ activityId: 77, title: 'Balade à cheval' }] });
    expect(await total()).toBe('300 €');
    fireEvent.click(screen.getByTestId('book-button'));
    expect(await screen.findByTestId('booking-activities-missing')).toHaveTextContent('Veuillez choisir les dates de vos activités.');
    // The first missing activity's button was scrolled to and has the focus.
    const missingButton = screen.getByRole('button', { name: /Choisir une date – Balade à cheval/ });
    expect(missingButton).toHaveFocus();
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(missingButton);
    expect(calls.inits).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /Choisir une date – Balade à cheval/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /19 décembre/ }));
    await waitFor(() => expect(screen.queryByTestId('booking-activities-missing')).not.toBeInTheDocument());
    await waitFor(() => expect(calls.quotes.at(-1)?.get('activitySelectionList')).toBe('77_1'));
    fireEvent.click(screen.getByTestId('book-button'));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(calls.inits[0]).toMatchObject({ activitySelectionList: '77_1' });
  });

  it('a date problem marks the dates field with the reason, and Book reports it and stops', async () => {
    const calls = bff({ quote: () => ({ status: 'priceError', code: 'PACKAGE_NOT_AVAILABLE_AT_CHECKIN', message: null, dateProblem: true, insuranceOffers: [] }) });
    const navigate = island();
    const error = await screen.findByTestId('dates-field-error');
    expect(error).toHaveTextContent("Ce séjour n'est pas disponible à cette date d'arrivée.");
    expect(screen.getByTestId('dates-field')).toHaveAttribute('data-invalid', 'true');
    expect(screen.getByTestId('dates-field').getAttribute('aria-describedby')).toBe(error.id);
    fireEvent.click(screen.getByTestId('book-button'));
    await waitFor(() => expect(calls.logs).toHaveLength(1));
    expect(String(calls.logs[0]?.message)).toContain('PACKAGE_NOT_AVAILABLE_AT_CHECKIN');
    expect(calls.inits).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['not bookable', { status: 'priceError', code: null, message: 'The offer is not bookable with these criterias', dateProblem: false }, "L'offre n'est pas réservable avec ces critères"],
    ['quote error', { status: 'priceError', code: null, message: 'Quote error', dateProblem: false }, 'Erreur de devis'],
    ['an unknown API error passed on (its code)', { status: 'priceError', code: 'MIN_LOS', message: null, dateProblem: false }, 'Ce séjour ne peut pas être réservé : MIN_LOS'],
    ['an unknown API error passed on (its own message)', { status: 'priceError', code: 'ROOM_CLOSED', message: 'Room closed for works', dateProblem: false }, 'Ce séjour ne peut pas être réservé : Room closed for works'],
    [
      'a known code in the site’s language, not the API’s English',
      { status: 'priceError', code: 'MIN_LOS_NOT_REACHED', message: 'A stay starting on 2026-12-18 lasts at least 3 nights', dateProblem: false },
      "Un séjour à partir de cette date d'arrivée dure plus longtemps. Veuillez choisir plus de nuits.",
    ],
    [
      'an activity that is not part of the offer, in the site’s language',
      { status: 'priceError', code: 'ACTIVITY_NOT_IN_OFFER', message: 'Activity 500870 is not part of this offer', dateProblem: false },
      "L'une des activités choisies ne fait pas partie de cette offre. Veuillez choisir à nouveau les dates de vos activités.",
    ],
  ] as const)('%s is shown where the price would be', async (_name, outcome, text) => {
    bff({ quote: () => ({ ...outcome, insuranceOffers: [] }) });
    island();
    expect(await screen.findByTestId('booking-quote-error')).toHaveTextContent(text);
    expect(screen.queryByTestId('booking-total')).not.toBeInTheDocument();
  });

  it('a failed quote call shows no message and no price; Book reports QUOTE_FETCH_ERROR and stops; Retry asks again and prices the stay', async () => {
    let failing = true;
    const calls = bff({ quote: (query) => (failing ? 'fail' : quoted(query.get('productId') === '502' ? 36000 : 30000)) });
    const navigate = island();
    const retry = await screen.findByTestId('booking-quote-retry');
    expect(retry).toHaveTextContent(/^Réessayer$/);
    fireEvent.click(screen.getByTestId('book-button'));
    await waitFor(() => expect(calls.logs).toHaveLength(1));
    expect(String(calls.logs[0]?.message)).toContain('QUOTE_FETCH_ERROR');
    expect(screen.queryByTestId('booking-quote-error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('booking-total')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();

    failing = false;
    fireEvent.click(retry);
    expect(await total()).toBe('300 €');
    expect(calls.quotes).toHaveLength(2);
    expect(screen.queryByTestId('booking-quote-retry')).not.toBeInTheDocument();
  });

  it('a failed quote is not kept: back to the same stay within seconds, the quote is asked again', async () => {
    let failing = true;
    const calls = bff({ quote: (query) => (failing ? 'fail' : quoted(query.get('productId') === '502' ? 36000 : 30000)) });
    island();
    await screen.findByTestId('booking-quote-retry');
    expect(calls.quotes).toHaveLength(1);
    // Another stay, then the first one again (what a visitor does in the calendar).
    act(() => hotelHashStore.set((current) => ({ ...current, checkout: '2026-12-21' })));
    await waitFor(() => expect(calls.quotes).toHaveLength(2));
    failing = false;
    act(() => hotelHashStore.set((current) => ({ ...current, checkout: CHECKOUT })));
    expect(await total()).toBe('300 €');
    expect(calls.quotes).toHaveLength(3);
    expect(calls.quotes[2]?.get('checkout')).toBe(CHECKOUT);
  });

  it("no offer for the dates: 'No more availabilities…' alone — no price, no cover, Book disabled", async () => {
    bff({ offers: [] });
    island();
    expect(await screen.findByTestId('booking-no-availability')).toHaveTextContent('Plus de disponibilités. Modifiez les critères de votre séjour');
    expect(screen.getByTestId('book-button')).toBeDisabled();
    expect(screen.queryByTestId('booking-total')).not.toBeInTheDocument();
    expect(screen.queryByTestId('booking-insurance')).not.toBeInTheDocument();
    // An empty answer is not a failure: nothing to retry, the criteria are the visitor's to change.
    expect(screen.queryByTestId('booking-offers-retry')).not.toBeInTheDocument();
  });

  it("a failed offers call: 'No more availabilities…' with Retry, never beside a price and an active Book; Retry restores the panel", async () => {
    const calls = bff({ offers: (call) => (call === 1 ? 'fail' : [offer(501, 30000, 'Séjour romantique')]) });
    const navigate = island();
    expect(await screen.findByTestId('booking-no-availability')).toHaveTextContent('Plus de disponibilités.');
    // The quote may well have answered: the panel still shows one state.
    await waitFor(() => expect(calls.quotes.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('booking-total')).not.toBeInTheDocument();
    expect(screen.queryByTestId('booking-insurance')).not.toBeInTheDocument();
    expect(screen.getByTestId('book-button')).toBeDisabled();
    fireEvent.click(screen.getByTestId('book-button'));
    expect(calls.inits).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('booking-offers-retry'));
    expect(await total()).toBe('300 €');
    expect(screen.queryByTestId('booking-no-availability')).not.toBeInTheDocument();
    expect(screen.getByTestId('book-button')).toBeEnabled();
  });

  it('a failed init-checkout stops with a message, nothing navigates', async () => {
    const calls = bff({ initTotal: () => 'fail' });
    const navigate = island();
    expect(await total()).toBe('300 €');
    fireEvent.click(screen.getByTestId('book-button'));
    expect(await screen.findByTestId('booking-init-error')).toHaveTextContent("Nous n'avons pas pu préparer votre réservation.");
    expect(calls.inits).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a checkout made at a lower price opens the price-update modal: Continue hands off, Back stays', async () => {
    bff({ initTotal: () => 28000 });
    const navigate = island();
    expect(await total()).toBe('300 €');
    fireEvent.click(screen.getByTestId('book-button'));
    const modal = await screen.findByTestId('price-update-modal');
    expect(within(modal).getByTestId('price-update-new')).toHaveTextContent('280 €');
    expect(within(modal).getByTestId('price-update-old')).toHaveTextContent('300 €');
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(within(modal).getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/fr/reservation?checkoutId=chk-1'));
  });

  it('a higher price: Back closes the modal and stays on the page', async () => {
    bff({ initTotal: () => 32000 });
    const navigate = island();
    expect(await total()).toBe('300 €');
    fireEvent.click(screen.getByTestId('book-button'));
    const modal = await screen.findByTestId('price-update-modal');
    fireEvent.click(within(modal).getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.queryByTestId('price-update-modal')).not.toBeInTheDocument());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('without dates: the gift card prompt and a call to action that opens the calendar, no quote', async () => {
    const calls = bff();
    island({ hash: '' });
    expect(await screen.findByTestId('booking-giftcard-link')).toHaveTextContent('Besoin de flexibilité ? Offrez ce séjour en carte cadeau.');
    expect(screen.getByTestId('booking-giftcard-link')).toHaveAttribute('href', href.giftCard('fr_FR'));
    expect(screen.getByTestId('book-button')).toHaveTextContent('Choisir vos dates');
    expect(calls.quotes).toHaveLength(0);
  });
});
