import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ProductQuoteAnswer } from '@/bff/contracts/product-quote';
import type { ProductOffer } from '@/domain/model/product';
import type { Quote } from '@/domain/model/quote';
import { href } from '@/routing/href';
import { BookingIsland } from '@/screens/product/booking/booking-island';
import { bookingMessageGroup } from '@/screens/product/booking/message-group';
import { hotelHashStore } from '@/state/hotel-hash-store';
import { renderIsland } from '../search-box/render';
import { simulator } from '../setup/simulator';

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
  inits: Array<Record<string, unknown>>;
  logs: Array<Record<string, unknown>>;
}

function bff(options: { offers?: ProductOffer[] | 'fail'; quote?: (query: URLSearchParams) => ProductQuoteAnswer | 'fail'; initTotal?: (body: Record<string, unknown>) => number | 'fail' } = {}): Calls {
  const calls: Calls = { quotes: [], inits: [], logs: [] };
  simulator.use(
    http.get('*/api/product/offers', () =>
      options.offers === 'fail' ? HttpResponse.json({ error: { code: 'upstream' } }, { status: 502 }) : HttpResponse.json({ offers: options.offers ?? [offer(501, 30000, 'Séjour romantique'), offer(502, 36000, 'Séjour gourmand')] }),
    ),
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
    <BookingIsland locale="fr_FR" productId={501} productLabel="Séjour romantique" datedActivities={options.activities ?? []} fromPrice={25000} navigate={navigate} />,
    'fr_FR',
    [bookingMessageGroup],
  );
  return navigate;
}

const total = async () => (await screen.findByTestId('booking-total')).textContent?.replace(/\s/g, ' ');

afterEach(() => {
  act(() => hotelHashStore.set(hotelHashStore.codec.defaults()));
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
    ['an API error passed on', { status: 'priceError', code: 'MIN_LOS', message: null, dateProblem: false }, 'Ce séjour ne peut pas être réservé : MIN_LOS'],
  ] as const)('%s is shown where the price would be', async (_name, outcome, text) => {
    bff({ quote: () => ({ ...outcome, insuranceOffers: [] }) });
    island();
    expect(await screen.findByTestId('booking-quote-error')).toHaveTextContent(text);
    expect(screen.queryByTestId('booking-total')).not.toBeInTheDocument();
  });

  it('a failed quote call shows no message and no price; Book reports QUOTE_FETCH_ERROR and stops', async () => {
    const calls = bff({ quote: () => 'fail' });
    island();
    await waitFor(() => expect(calls.quotes).toHaveLength(1));
    fireEvent.click(await screen.findByTestId('book-button'));
    await waitFor(() => expect(calls.logs).toHaveLength(1));
    expect(String(calls.logs[0]?.message)).toContain('QUOTE_FETCH_ERROR');
    expect(screen.queryByTestId('booking-quote-error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('booking-total')).not.toBeInTheDocument();
  });

  it("no offer for the dates, or a failed offers call: 'No more availabilities…'", async () => {
    bff({ offers: [] });
    island();
    expect(await screen.findByTestId('booking-no-availability')).toHaveTextContent('Plus de disponibilités. Modifiez les critères de votre séjour');
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
