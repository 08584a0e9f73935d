import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidElement, type ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { priceUpdateMessageGroup } from '@/components/booking';
import { SimplifiedHeader } from '@/components/shell/header/simplified-header';
import { shellMessageGroup } from '@/components/shell/message-group';
import { checkoutActivitySelection, checkoutPriceUpdate, isCheckoutId } from '@/domain/booking';
import type { Checkout } from '@/domain/model/checkout';
import { clientMessages } from '@/i18n/client-messages';
import { getIntl } from '@/i18n/server';
import { resolve, type RouteOf } from '@/routing';
import { bookingScreen } from '@/screens/booking';
import { load, type BookingData } from '@/screens/booking/load';
import { guestsText, PriceSummary, StaySummary } from '@/screens/booking/summary';
import { CheckoutPriceCheck } from '@/screens/booking/checkout-price-check';
import { travellerMessageGroup } from '@/screens/booking/traveller-messages';
import { BookingView } from '@/screens/booking/view';
import type { ScreenContext } from '@/screens/screen-module';
import { clearCheckouts, clearPriceDrifts, addPriceDrift } from '../../mocks/checkout';
import { addFaultRule } from '../../mocks/faults';
import { bookableStay, catalogue, catalogueMorning } from '../bff/stays';
import { SIMULATOR_ORIGIN } from '../setup/env';
import { simulator } from '../setup/simulator';
import { http, HttpResponse } from 'msw';

// The form as the server draws it (an island loaded on intent keeps the server's HTML in a browser's render).
vi.mock('@/screens/booking/islands', async (original) => (await import('./islands-as-the-server-draws')).islandsAsTheServerDraws(original));

/** The page's islands may refresh the server render after a change (router.refresh); no app router runs here. */
vi.mock('next/navigation', async (original) => ({ ...(await original<typeof import('next/navigation')>()), useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() }) }));

/**
 * The booking route over the in-process simulator: a checkout made by the init call is read back
 * by id and summarised; an invalid, unknown or unreadable id gives a page that says so; a stay
 * price that moved since the checkout opens the price-update modal with Back only.
 */
const stay = bookableStay({ datedActivity: true });
const route = resolve(['fr-fr', 'reservation']) as RouteOf<'booking'>;

function contextWith(searchParams: Record<string, string | string[] | undefined>): ScreenContext {
  return {
    request: { pathname: '/fr-fr/reservation', segments: ['fr-fr', 'reservation'], locale: 'fr_FR', customerCare: false },
    searchParams,
    now: catalogueMorning(),
    siteUrl: 'https://www.escapade.test',
  };
}

async function initCheckout(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await fetch(`${SIMULATOR_ORIGIN}/api/checkout/init.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      productId: stay.pkg.id,
      offerId: stay.pkg.id,
      checkin: stay.checkin,
      checkout: stay.checkout,
      adult: 2,
      child: 0,
      baby: 1,
      activitySelectionList: stay.activitySelectionList,
      locale: 'fr_FR',
      ...overrides,
    }),
  });
  const answer = (await response.json()) as { id: string };
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return answer.id;
}

/** The view's page (the Shell's children) and the Shell's props: the Shell itself is tested in tests/shell. */
function renderPage(data: BookingData) {
  const shell = BookingView({ route, data, context: contextWith({}) }) as ReactElement<{ variant: string; backHref: string; children: ReactElement }>;
  expect(isValidElement(shell)).toBe(true);
  render(
    <IntlProvider locale="fr-FR" messages={clientMessages('fr_FR', bookingScreen.messages ?? [])} defaultLocale="en">
      {shell.props.children}
    </IntlProvider>,
  );
  return shell.props;
}

afterEach(() => {
  clearPriceDrifts();
  clearCheckouts();
});

describe('booking route: load', () => {
  it('goes back to the hotel page with the stay when the booking started there (a well-formed hotelId in the query), else to the product page', async () => {
    const id = await initCheckout();
    const fromHotel = await load(route, contextWith({ checkoutId: id, hotelId: String(stay.pkg.hotelId) }));
    expect(fromHotel.kind === 'found' && fromHotel.startHref).toBe(`/fr-fr/hotel/${stay.pkg.hotelId}#checkin=${stay.checkin}&checkout=${stay.checkout}&night=${stay.nights}&b=1`);
    for (const hotelId of ['0', '12a', '../1', ['1', '2']]) {
      const data = await load(route, contextWith({ checkoutId: id, hotelId }));
      expect(data.kind === 'found' && data.startHref.startsWith(`/fr-fr/sejour/${stay.pkg.id}#`)).toBe(true);
    }
  });

  it('summarises the checkout read back by id, with the product page and its stay to go back to', async () => {
    const id = await initCheckout();
    const data = await load(route, contextWith({ checkoutId: id }));
    expect(data.kind).toBe('found');
    if (data.kind !== 'found') return;
    expect(data.checkout.id).toBe(id);
    expect(data.priceUpdate).toBeNull();
    expect(data.startHref).toBe(`/fr-fr/sejour/${stay.pkg.id}#checkin=${stay.checkin}&checkout=${stay.checkout}&night=${stay.nights}&b=1`);
    // Every dated activity is named from the offer's detail, on its chosen day.
    expect(data.activities.length).toBeGreaterThan(0);
    for (const activity of data.activities) {
      expect(activity.title).toBe(stay.pkg.activities.find((candidate) => candidate.activityId === activity.activityId)?.title.fr);
      expect(activity.date).toBe(stay.checkin);
    }
  });

  it('asks nothing for a missing, repeated, over-long or unsafe id; answers not-found for an id the API does not know', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    for (const searchParams of [{}, { checkoutId: '' }, { checkoutId: ['aaaaaaaa-1', 'bbbbbbbb-2'] }, { checkoutId: 'x'.repeat(65) }, { checkoutId: '../../admin' }, { checkoutId: 'abc%2Fdef12' }]) {
      expect(await load(route, contextWith(searchParams))).toEqual({ kind: 'missing', reason: 'not-found', retryHref: null });
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
    expect(await load(route, contextWith({ checkoutId: '00000000-0000-4000-8000-000000000000' }))).toEqual({ kind: 'missing', reason: 'not-found', retryHref: null });
  });

  it('a checkout whose check-in has passed has expired: the not-found page', async () => {
    const id = await initCheckout();
    const later = { ...contextWith({ checkoutId: id }), now: new Date(`${stay.checkout}T09:00:00Z`) };
    expect(await load(route, later)).toEqual({ kind: 'missing', reason: 'not-found', retryHref: null });
    const eve = { ...contextWith({ checkoutId: id }), now: new Date(`${stay.checkin}T09:00:00Z`) };
    expect((await load(route, eve)).kind).toBe('found');
  });

  it('a checkout past its two hours has expired: the way back to the stay, nothing else', async () => {
    const id = await initCheckout();
    expect((await fetch(`${SIMULATOR_ORIGIN}/__admin/checkouts/${id}/expire`, { method: 'POST' })).status).toBe(200);
    const data = await load(route, contextWith({ checkoutId: id }));
    expect(data.kind).toBe('expired');
    if (data.kind !== 'expired') throw new Error('expected an expired checkout');
    expect(data.startHref).toMatch(new RegExp(`^/fr-fr/sejour/.*#checkin=${stay.checkin}&checkout=${stay.checkout}`));
  });

  it('a failing checkout call is a page saying so, with a retry link to the same booking', async () => {
    const id = await initCheckout();
    addFaultRule({ path: `/checkout/${id}`, fault: { kind: 'status', status: 503 } });
    expect(await load(route, contextWith({ checkoutId: id }))).toEqual({ kind: 'missing', reason: 'unavailable', retryHref: `/fr-fr/reservation?checkoutId=${id}` });
  });

  it('a checkout made at a price the quote no longer gives carries the price update (the insurance kept)', async () => {
    addPriceDrift({ target: 'checkout-init', amount: 2_500, weekendId: stay.pkg.id, remaining: 1 });
    const id = await initCheckout({ insuranceOfferId: 'CANCELLATION' });
    const data = await load(route, contextWith({ checkoutId: id }));
    if (data.kind !== 'found') throw new Error('expected a checkout');
    expect(data.priceUpdate).toEqual({ direction: 'lower', oldTotal: data.checkout.price.totalPrice, newTotal: data.checkout.price.totalPrice - 2_500 });
    expect(data.checkout.price.insuranceAmount).toBeGreaterThan(0);

    addPriceDrift({ target: 'quote', amount: 4_000, weekendId: stay.pkg.id, remaining: 1 });
    const again = await load(route, contextWith({ checkoutId: id }));
    if (again.kind !== 'found') throw new Error('expected a checkout');
    expect(again.priceUpdate).toEqual({ direction: 'higher', oldTotal: data.checkout.price.totalPrice, newTotal: data.checkout.price.totalPrice - 2_500 + 4_000 });
  });

  it('a quote that now refuses the stay: the summary says it can no longer be booked, with the way back to the stay', async () => {
    const id = await initCheckout();
    simulator.use(http.get('*/weekend/:id/quote-realtime.json', () => HttpResponse.json({ bookable: false, programLineList: [], errors: [{ code: 'NO_AVAILABILITY', message: null }] })));
    const data = await load(route, contextWith({ checkoutId: id }));
    if (data.kind !== 'found') throw new Error('expected a checkout');
    expect(data.noLongerBookable).toBe(true);
    expect(data.priceUpdate).toBeNull();
    renderPage(data);
    const notice = screen.getByTestId('booking-no-longer-bookable');
    expect(notice).toHaveRole('alert');
    expect(notice).toHaveTextContent('Ce séjour ne peut plus être réservé tel quel');
    expect(within(notice).getByRole('link', { name: "Choisir d'autres dates sur la page du séjour" })).toHaveAttribute('href', data.startHref);
  });

  it('a quote that fails decides nothing: the summary shows without a price update', async () => {
    const id = await initCheckout();
    addFaultRule({ path: '/quote-realtime.json', fault: { kind: 'status', status: 500 } });
    const data = await load(route, contextWith({ checkoutId: id }));
    expect(data.kind === 'found' && data.priceUpdate).toBeNull();
    expect(data.kind === 'found' && data.noLongerBookable).toBe(false);
  });
});

describe('booking route: page', () => {
  it('renders the summary: heading, stay, dates, guests, activities, price lines, cancellation, the traveller form and its Continue to payment', async () => {
    const id = await initCheckout();
    const data = await load(route, contextWith({ checkoutId: id }));
    if (data.kind !== 'found') throw new Error('expected a checkout');
    const shell = renderPage(data);
    expect(shell.variant).toBe('simplified');
    expect(shell.backHref).toBe(data.startHref);
    expect(screen.getByRole('heading', { level: 1, name: 'Votre réservation' })).toBeInTheDocument();
    const stayCard = screen.getByTestId('booking-stay');
    expect(stayCard).toHaveTextContent(stay.pkg.label.fr);
    expect(stayCard).toHaveTextContent(catalogue.index.hotelById.get(stay.pkg.hotelId)!.label);
    expect(within(stayCard).getByTestId('booking-guests')).toHaveTextContent('2 adultes et 1 bébé');
    expect(within(stayCard).getByTestId('booking-nights')).toHaveTextContent(stay.nights === 1 ? '1 nuit' : `${stay.nights} nuits`);
    expect(screen.getByTestId('booking-activities').querySelectorAll('li')).toHaveLength(data.activities.length);
    const total = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: data.checkout.price.totalPrice % 100 === 0 ? 0 : 2 }).format(data.checkout.price.totalPrice / 100);
    expect(screen.getByTestId('booking-total').textContent?.replace(/\s/g, ' ')).toBe(total.replace(/\s/g, ' '));
    expect(screen.getByTestId('booking-insurance-price')).toHaveTextContent('Incluse');
    expect(screen.getByTestId('booking-cancellation')).toBeInTheDocument();
    // The form island (next/dynamic) with the site's country chosen and an enabled Continue.
    expect(await screen.findByRole('button', { name: 'Continuer vers le paiement' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Vos coordonnées' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pays de résidence')).toHaveValue('FR');
    expect(screen.getByLabelText('Prénom')).toHaveValue('');
    // The 8-digit reference the visitor finds the booking by later, with the lookup page prefilled.
    const reference = data.checkout.bookingReference!;
    expect(reference).toMatch(/^\d{8}$/);
    expect(screen.getByTestId('booking-reference')).toHaveTextContent(`Référence de réservation : ${reference}`);
    expect(within(screen.getByTestId('booking-reference-later')).getByRole('link', { name: 'Retrouver ma réservation' })).toHaveAttribute('href', `/fr-fr/ma-reservation#r=${reference}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the details the API keeps fill the form in (a traveller back from the payment step)', async () => {
    const id = await initCheckout();
    const saved = await fetch(`${SIMULATOR_ORIGIN}/api/checkout/${id}/traveller`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ civility: 'MR', firstName: 'Paul', lastName: 'Durand', email: 'paul@example.fr', phone: '+33612345678', postalCode: '69001', country: 'BE' }),
    });
    expect(saved.status).toBe(200);
    const data = await load(route, contextWith({ checkoutId: id }));
    if (data.kind !== 'found') throw new Error('expected a checkout');
    renderPage(data);
    await screen.findByRole('button', { name: 'Continuer vers le paiement' });
    expect(screen.getByLabelText('Prénom')).toHaveValue('Paul');
    expect(screen.getByRole('radio', { name: 'M.' })).toBeChecked();
    expect(screen.getByLabelText('Pays de résidence')).toHaveValue('BE');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('a booked checkout asks nothing more: no form, a link to the payment step and its confirmation', async () => {
    const id = await initCheckout();
    const data = await load(route, contextWith({ checkoutId: id }));
    if (data.kind !== 'found') throw new Error('expected a checkout');
    const booking = { reference: data.checkout.bookingReference!, status: 'CONFIRMED', confirmedAt: '2026-11-24T10:00:00Z', paymentId: 'pay_1', paidAmount: 100, paymentMethod: 'card' as const, voucherCode: null, validUntil: null };
    renderPage({ ...data, checkout: { ...data.checkout, status: 'BOOKED', booking } });
    const booked = screen.getByTestId('booking-booked');
    expect(within(booked).getByRole('heading', { name: 'Ce séjour est réservé' })).toBeInTheDocument();
    expect(within(booked).getByRole('link', { name: 'Voir la confirmation de votre réservation' })).toHaveAttribute('href', `/fr-fr/paiement?checkoutId=${id}`);
    expect(screen.queryByTestId('booking-traveller')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuer vers le paiement' })).not.toBeInTheDocument();
  });

  it('a stay that can no longer be booked shows no form (its notice leads back to the stay)', async () => {
    const id = await initCheckout();
    const data = await load(route, contextWith({ checkoutId: id }));
    if (data.kind !== 'found') throw new Error('expected a checkout');
    renderPage({ ...data, noLongerBookable: true });
    expect(screen.getByTestId('booking-no-longer-bookable')).toBeInTheDocument();
    expect(screen.queryByTestId('booking-traveller')).not.toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toBeInTheDocument();
  });

  it('not found: the message and a link home, the back arrow going home', () => {
    const shell = renderPage({ kind: 'missing', reason: 'not-found', retryHref: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Cette réservation est introuvable ou a expiré' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Aller à la page d'accueil" })).toHaveAttribute('href', '/fr-fr');
    expect(screen.queryByRole('link', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(shell.backHref).toBe('/fr-fr');
  });

  it('not found under the box booking variant: an order, and the way back to that box’s gift summary', () => {
    const boxRoute = resolve(['fr-fr', 'coffret-cadeau', 'reservation', 'WEEKEND-ROMANTIC-PBOX']) as RouteOf<'box-booking'>;
    expect(boxRoute.screen).toBe('box-booking');
    const shell = BookingView({ route: boxRoute, data: { kind: 'missing', reason: 'not-found', retryHref: null }, context: contextWith({}) }) as ReactElement<{ children: ReactElement }>;
    render(
      <IntlProvider locale="fr-FR" messages={clientMessages('fr_FR', bookingScreen.messages ?? [])} defaultLocale="en">
        {shell.props.children}
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Cette commande est introuvable ou a expiré' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le coffret cadeau' })).toHaveAttribute('href', '/fr-fr/commande-cadeau?giftFormat=physical&code=WEEKEND-ROMANTIC-PBOX');
    expect(screen.getByRole('link', { name: "Aller à la page d'accueil" })).toHaveAttribute('href', '/fr-fr');
  });

  it('unavailable: says so, with a retry link', () => {
    renderPage({ kind: 'missing', reason: 'unavailable', retryHref: '/fr-fr/reservation?checkoutId=abcdefgh-1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Votre réservation ne peut pas être affichée pour le moment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Réessayer' })).toHaveAttribute('href', '/fr-fr/reservation?checkoutId=abcdefgh-1');
  });

  it('a price that moved: the modal opens with Back only; Back replaces the booking page with the product page', async () => {
    addPriceDrift({ target: 'checkout-init', amount: -1_000, weekendId: stay.pkg.id, remaining: 1 });
    const id = await initCheckout();
    const data = await load(route, contextWith({ checkoutId: id }));
    if (data.kind !== 'found') throw new Error('expected a checkout');
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace } as Location);
    // The page loads this island with next/dynamic (the e2e test sees it there); here it is rendered alone.
    render(
      <IntlProvider locale="fr-FR" messages={clientMessages('fr_FR', bookingScreen.messages ?? [])} defaultLocale="en">
        <CheckoutPriceCheck update={data.priceUpdate!} backHref={data.startHref} item={{ id: data.checkout.productId!, name: 'x' }} />
      </IntlProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mise à jour du prix' });
    expect(dialog).toHaveTextContent('il est maintenant plus élevé');
    expect(within(dialog).queryByRole('button', { name: 'Continuer' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retour' }));
    expect(replace).toHaveBeenCalledWith(data.startHref);
    vi.restoreAllMocks();
  });

  it('is not indexed, and titled in the site language', () => {
    expect(bookingScreen.metadata(route, { kind: 'missing', reason: 'not-found', retryHref: null }, contextWith({}))).toEqual({ title: 'Réservation introuvable', robots: { index: false, follow: false }, alternates: {} });
    const nl = resolve(['nl-be', 'boeking']) as RouteOf<'booking'>;
    expect(bookingScreen.metadata(nl, { kind: 'found', checkout: { gift: null } } as unknown as BookingData, contextWith({})).title).toBe('Je boeking');
    // A gift order's title names what is ordered, as its heading does.
    expect(bookingScreen.metadata(nl, { kind: 'found', checkout: { gift: { type: 'GIFTCARD' } } } as unknown as BookingData, contextWith({})).title).toBe('Je bestelling van een cadeaukaart');
  });

  it('registers the messages of its islands: the price update and the traveller form', () => {
    expect(bookingScreen.messages).toContain(priceUpdateMessageGroup);
    expect(bookingScreen.messages).toContain(travellerMessageGroup);
  });
});

describe('booking summary pieces', () => {
  const intl = getIntl('es_ES');
  const checkout: Checkout & { reservation: NonNullable<Checkout['reservation']> } = {
    id: 'abcdefgh-123',
    kind: 'STAY',
    activity: null,
    status: 'INITIALIZED',
    createdAt: null,
    locale: 'es_ES',
    productId: 12,
    offerId: 13,
    label: 'Escapada con spa',
    hotel: { id: 5, uri: null, label: 'Hotel Mar' },
    reservation: { checkin: '2026-05-01', checkout: '2026-05-03', nights: 2, adult: 1, child: 2, baby: 1 },
    activityDates: [{ activityId: 9, date: '2026-05-02' }],
    price: { sellPrice: 21_050, refPrice: 25_000, promo: 16, moneySaved: 3_950, nbRooms: 1, nights: 2, insuranceAmount: 1_053, totalPrice: 22_103, localTaxTotalAmount: 460, promoCodeReductionAmount: 0, giftcards: [], remainingAmountToPay: 22_103 },
    insurance: { id: 'CANCELLATION', sellPrice: 1_053, cancellationPolicy: null },
    cancellationPolicy: { cancellable: true, deadline: '2026-04-30', type: null, message: null },
    expiresAt: null,
    expired: false,
    traveller: null,
    promoCode: null,
    booking: null,
  };

  it('guests with their plurals, in the site language', () => {
    expect(guestsText(intl, checkout.reservation)).toBe('1 adulto, 2 niños y 1 bebé');
    expect(guestsText(getIntl('nl_BE'), { ...checkout.reservation, adult: 2, child: 0, baby: 0 })).toBe('2 volwassenen');
  });

  it('dates localised, nights counted', () => {
    render(<StaySummary checkout={checkout} intl={intl} />);
    expect(screen.getByTestId('booking-checkin')).toHaveTextContent('viernes, 1 de mayo de 2026');
    expect(screen.getByTestId('booking-checkout')).toHaveTextContent('domingo, 3 de mayo de 2026');
    expect(screen.getByTestId('booking-nights')).toHaveTextContent('2 noches');
  });

  it('price lines: reference price and promo when reduced, insurance, total, saving, local tax at the hotel', () => {
    render(<PriceSummary price={checkout.price} intl={intl} />);
    expect(screen.getByTestId('booking-stay-price')).toHaveTextContent(/En lugar de 250\s€-16 %\s210,50\s€/);
    expect(screen.getByTestId('booking-insurance-price')).toHaveTextContent(/10,53\s€/);
    expect(screen.getByTestId('booking-total')).toHaveTextContent(/221,03\s€/);
    expect(screen.getByTestId('booking-saved')).toHaveTextContent(/Ahorras 39,50\s€/);
    expect(screen.getByTestId('booking-local-tax')).toHaveTextContent(/4,60\s€ no incluida, a pagar en el hotel/);
  });

  it('no reference price, no promo and no local tax: none of their lines', () => {
    render(<PriceSummary price={{ ...checkout.price, refPrice: null, promo: 0, moneySaved: 0, localTaxTotalAmount: null, insuranceAmount: 0, totalPrice: 21_050 }} intl={intl} />);
    expect(screen.getByTestId('booking-stay-price')).toHaveTextContent(/^\s?210,50\s€$/);
    expect(screen.getByTestId('booking-insurance-price')).toHaveTextContent('Incluido');
    expect(screen.queryByTestId('booking-saved')).not.toBeInTheDocument();
    expect(screen.queryByTestId('booking-local-tax')).not.toBeInTheDocument();
  });
});

describe('booking rules (src/domain/booking)', () => {
  it('the activity days as the quote reads them (day 0 = check-in)', () => {
    expect(checkoutActivitySelection({ reservation: { checkin: '2026-05-01', checkout: null, nights: 3, adult: 2, child: 0, baby: 0 }, activityDates: [{ activityId: 9, date: '2026-05-01' }, { activityId: 11, date: '2026-05-03' }] })).toBe('9_0-11_2');
    expect(checkoutActivitySelection({ reservation: { checkin: '2026-05-01', checkout: null, nights: 1, adult: 2, child: 0, baby: 0 }, activityDates: [] })).toBeUndefined();
  });

  it('a price update only when the fresh stay price differs; the insurance stays in both totals', () => {
    const price = { sellPrice: 10_000, refPrice: null, promo: 0, moneySaved: 0, nbRooms: 1, nights: 1, insuranceAmount: 500, totalPrice: 10_500, localTaxTotalAmount: null, promoCodeReductionAmount: 0, giftcards: [], remainingAmountToPay: 10_500 };
    expect(checkoutPriceUpdate(price, 10_000)).toBeNull();
    expect(checkoutPriceUpdate(price, null)).toBeNull();
    expect(checkoutPriceUpdate(price, 9_000)).toEqual({ direction: 'lower', oldTotal: 10_500, newTotal: 9_500 });
    expect(checkoutPriceUpdate(price, 12_000)).toEqual({ direction: 'higher', oldTotal: 10_500, newTotal: 12_500 });
  });

  it('checkout ids: 8 to 64 letters, digits, dashes or underscores', () => {
    expect(isCheckoutId('3f1c2b8e-0c1d-4d2a-9a55-1b2c3d4e5f60')).toBe(true);
    for (const bad of ['short', 'a/b/c/d/e', 'x'.repeat(65), 'abcdefgh?x=1', 'abcdefgh ', 42]) expect(isCheckoutId(bad)).toBe(false);
  });
});

describe('simplified header back arrow', () => {
  it('is a link to the given target when the page knows it, the click-time rule otherwise', () => {
    const header = (backHref?: string) => (
      <IntlProvider locale="fr-FR" messages={clientMessages('fr_FR', [shellMessageGroup])} defaultLocale="en">
        <SimplifiedHeader locale="fr_FR" screen="booking" backHref={backHref} />
      </IntlProvider>
    );
    const { rerender } = render(header('/fr-fr/sejour/12#checkin=2026-05-01'));
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/fr-fr/sejour/12#checkin=2026-05-01');
    expect(screen.queryByRole('button', { name: 'Retour' })).not.toBeInTheDocument();
    rerender(header());
    expect(screen.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Retour' })).not.toBeInTheDocument();
  });
});
