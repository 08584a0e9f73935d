import { render, screen, within } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { POST as activityRoute } from '../../app/api/checkout/activity/route';
import { POST as travellerRoute } from '../../app/api/checkout/traveller/route';
import { GET as returnRoute } from '../../app/api/payment/return/route';
import { POST as startRoute } from '../../app/api/payment/start/route';
import { clearCheckouts, listCheckouts } from '../../mocks/checkout';
import { clearFaultRules } from '../../mocks/faults';
import { clearOutbox, listOutbox } from '../../mocks/mail';
import { clearPayments, listPayments } from '../../mocks/payments';
import { checkoutActivityContract } from '@/bff/contracts/checkout-activity';
import type { CheckoutInitAnswer } from '@/bff/contracts/checkout-init';
import { checkoutTravellerContract } from '@/bff/contracts/checkout-traveller';
import { paymentStartContract, type PaymentStartAnswer } from '@/bff/contracts/payment-start';
import { activityCheckoutCheck } from '@/domain/activity/checkout-price';
import type { Checkout } from '@/domain/model/checkout';
import type { Locale } from '@/domain/model/locale';
import { clientMessages } from '@/i18n/client-messages';
import { resolve, type RouteOf } from '@/routing';
import { bookingScreen } from '@/screens/booking';
import { load as loadBooking } from '@/screens/booking/load';
import { BookingView } from '@/screens/booking/view';
import { paymentScreen } from '@/screens/payment';
import { load as loadPayment, type PaymentData } from '@/screens/payment/load';
import { PaymentView } from '@/screens/payment/view';
import type { ScreenContext } from '@/screens/screen-module';
import { postRequest } from '../bff/helpers';
import { catalogue, catalogueMorning } from '../bff/stays';

// The form as the server draws it (an island loaded on intent keeps the server's HTML in a browser's render).
vi.mock('@/screens/booking/islands', async (original) => (await import('../booking/islands-as-the-server-draws')).islandsAsTheServerDraws(original));

/** The page's islands may refresh the server render after a change (router.refresh); no app router runs here. */
vi.mock('next/navigation', async (original) => ({ ...(await original<typeof import('next/navigation')>()), useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() }) }));

/**
 * An activity voucher bought through the stay's steps over the in-process simulator (contract §5):
 * Continue → the booking step summarising the voucher (no stay, insurance nor cancellation terms) →
 * details → the payment step (card, no instalments) → the provider → the confirmation with the
 * voucher code and its validity, one capture, one e-mail carrying the code.
 */
const voucher = catalogue.activityOnly.find((product) => product.published && product.prices.length >= 3)!;
const entry = (adults: number) => voucher.prices.find((price) => price.adults === adults)!;
const EMAIL = 'lea.martin@example.com';
const addMonths = (day: string, months: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};

function contextWith(locale: Locale, pathname: string, searchParams: Record<string, string | undefined>): ScreenContext {
  return {
    request: { pathname, segments: pathname.split('/').filter(Boolean), locale, customerCare: false },
    searchParams,
    now: catalogueMorning(),
    siteUrl: 'https://www.escapade.test',
  };
}

async function orderVoucher(locale: Locale, participants: number, customType: 'OWN_USE' | 'GIFT'): Promise<CheckoutInitAnswer> {
  const response = await activityRoute(postRequest(checkoutActivityContract.path, { locale, activityProductId: voucher.id, participants, customType }));
  expect(response.status).toBe(200);
  return (await response.json()) as CheckoutInitAnswer;
}

async function giveDetails(locale: Locale, checkoutId: string): Promise<void> {
  const saved = await travellerRoute(
    postRequest(checkoutTravellerContract.path, {
      locale,
      checkoutId,
      traveller: { civility: 'MRS', firstName: 'Léa', lastName: 'Martin', email: EMAIL, phone: '+33612345678', postalCode: '75011', country: 'FR' },
      termsAccepted: true,
    }),
  );
  expect(saved.status).toBe(200);
}

async function payByCard(locale: Locale, checkoutId: string): Promise<void> {
  const started = await startRoute(postRequest(paymentStartContract.path, { locale, checkoutId, method: 'card' }));
  const answer = (await started.json()) as PaymentStartAnswer;
  expect(answer.next).toBe('provider');
  const provider = await fetch(answer.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ holder: 'Léa Martin', number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123' }),
    redirect: 'manual',
  });
  expect(provider.status).toBe(303);
  const back = await returnRoute(new Request(provider.headers.get('location')!));
  expect(back.status).toBe(303);
}

function renderView(element: unknown, locale: Locale, messages: NonNullable<typeof bookingScreen.messages>) {
  const shell = element as ReactElement<{ backHref: string; children: ReactElement }>;
  expect(isValidElement(shell)).toBe(true);
  render(
    <IntlProvider locale={locale.replace('_', '-')} messages={clientMessages(locale, messages)} defaultLocale="en">
      {shell.props.children}
    </IntlProvider>,
  );
  return shell.props;
}

const text = (testId: string) => (screen.getByTestId(testId).textContent ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(catalogueMorning());
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  clearCheckouts();
  clearPayments();
  clearOutbox();
  clearFaultRules();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('an activity voucher through the checkout steps', () => {
  it('the booking step summarises the voucher (participants, for yourself, 12 months) with its price, and no stay, insurance nor cancellation', async () => {
    const { checkoutId } = await orderVoucher('fr_FR', 3, 'OWN_USE');
    const route = resolve(['fr-fr', 'reservation']) as RouteOf<'booking'>;
    const data = await loadBooking(route, contextWith('fr_FR', '/fr-fr/reservation', { checkoutId }));
    if (data.kind !== 'found') throw new Error(`expected the voucher, got ${data.kind}`);
    expect(data.priceUpdate).toBeNull();
    expect(data.noLongerBookable).toBe(false);
    expect(data.startHref).toBe(`/fr-fr/reservation-activite?customType=OWN_USE#id=${voucher.id}&a=3`);
    const props = renderView(BookingView({ route, data, context: contextWith('fr_FR', '/fr-fr/reservation', {}) }), 'fr_FR', bookingScreen.messages ?? []);
    expect(props.backHref).toBe(data.startHref);
    expect(text('booking-activity-label')).toBe(voucher.label.fr);
    expect(text('booking-activity-participants')).toBe('3 participants');
    expect(text('booking-activity-purpose')).toBe('Pour vous');
    expect(text('booking-activity-validity')).toBe("12 mois à partir de l'achat");
    expect(within(screen.getByTestId('booking-price')).getByText('Bon d’activité, 3 participants'.replace('’', "'"))).toBeInTheDocument();
    expect(text('booking-total')).toContain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format((entry(3).sellPrice * 3) / 100).replace(/[\s\u202f\u00a0]+/g, ' ').replace(',00', ''));
    for (const stayPart of ['booking-stay', 'booking-insurance', 'booking-insurance-price', 'booking-cancellation', 'adjustments-insurance', 'booking-reference-later']) {
      expect(screen.queryByTestId(stayPart), stayPart).toBeNull();
    }
    expect(await screen.findByRole('button', { name: 'Continuer vers le paiement' })).toBeEnabled();
  });

  it('a price that moved since the order opens the price check; a voucher no longer sold for the count cannot be bought', () => {
    const checkout = { price: { sellPrice: 10_000, totalPrice: 10_000 }, activity: { participants: 2 } } as unknown as Checkout;
    const prices = [{ adults: 2, sellPrice: 5_000, refPrice: null, promo: 0, moneySaved: 0 }];
    expect(activityCheckoutCheck(checkout, { published: true, prices })).toEqual({ priceUpdate: null, noLongerBookable: false });
    expect(activityCheckoutCheck(checkout, { published: true, prices: [{ ...prices[0]!, sellPrice: 5_500 }] })).toEqual({
      priceUpdate: { direction: 'higher', oldTotal: 10_000, newTotal: 11_000 },
      noLongerBookable: false,
    });
    expect(activityCheckoutCheck(checkout, { published: true, prices: [{ ...prices[0]!, adults: 3 }] }).noLongerBookable).toBe(true);
    expect(activityCheckoutCheck(checkout, { published: false, prices }).noLongerBookable).toBe(true);
    expect(activityCheckoutCheck(checkout, null).noLongerBookable).toBe(true);
    expect(activityCheckoutCheck(checkout, undefined)).toEqual({ priceUpdate: null, noLongerBookable: false });
  });

  it('the payment step offers the card and PayPal where the site has it, never Alma (no arrival date), even for an amount Alma takes', async () => {
    const participants = Math.max(...voucher.prices.map((price) => price.adults));
    for (const [locale, methods] of [
      ['fr_FR', ['card']],
      ['es_ES', ['card', 'paypal']],
    ] as const) {
      const { checkoutId } = await orderVoucher(locale, participants, 'GIFT');
      await giveDetails(locale, checkoutId);
      const route = resolve([locale === 'fr_FR' ? 'fr-fr' : 'es-es', locale === 'fr_FR' ? 'paiement' : 'pago']) as RouteOf<'payment'>;
      const data = await loadPayment(route, contextWith(locale, route.locale, { checkoutId }));
      if (data.kind !== 'pay') throw new Error(`expected the payment step, got ${data.kind}`);
      expect(data.checkout.price.remainingAmountToPay).toBeGreaterThanOrEqual(5_000);
      expect(data.choice.methods.map((offered) => offered.method)).toEqual(methods);
      expect(data.choice.priceUpdate).toBeNull();
    }
  });

  it('own use: paid by card → one booking, one capture of the total, the confirmation with the voucher code and its validity, and the e-mail carrying them', async () => {
    const { checkoutId } = await orderVoucher('fr_FR', 2, 'OWN_USE');
    await giveDetails('fr_FR', checkoutId);
    await payByCard('fr_FR', checkoutId);

    const stored = listCheckouts().find((record) => record.id === checkoutId)!.checkout;
    expect(stored.status).toBe('BOOKED');
    const code = stored.booking!.voucherCode!;
    expect(code).toMatch(/^AV[A-Z0-9]{8}$/);
    const payments = listPayments().filter((payment) => payment.merchantReference === checkoutId);
    expect(payments.map((payment) => [payment.status, payment.amount])).toEqual([['CAPTURED', entry(2).sellPrice * 2]]);

    const route = resolve(['fr-fr', 'paiement']) as RouteOf<'payment'>;
    const data: PaymentData = await loadPayment(route, contextWith('fr_FR', '/fr-fr/paiement', { checkoutId }));
    if (data.kind !== 'confirmed') throw new Error(`expected the confirmation, got ${data.kind}`);
    expect(data.schedule).toBeNull();
    renderView(PaymentView({ route, data, context: contextWith('fr_FR', '/fr-fr/paiement', {}) }), 'fr_FR', paymentScreen.messages ?? []);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Votre bon d'activité est commandé");
    expect(text('confirmation-voucher-code')).toBe(code);
    const validUntil = addMonths(catalogue.today, 12);
    const longDay = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${validUntil}T12:00:00Z`));
    expect(text('confirmation-voucher-validity')).toBe(`Valable 12 mois, jusqu'au ${longDay}.`);
    expect(text('booking-activity-purpose')).toBe('Pour vous');
    expect(screen.queryByTestId('confirmation-next')).toBeNull();
    expect(screen.queryByTestId('booking-stay')).toBeNull();

    const emails = listOutbox().filter((email) => email.to === EMAIL);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe(`Votre bon d'activité (commande ${stored.bookingReference})`);
    expect(emails[0]!.text).toContain(`Code du bon : ${code}`);
    expect(emails[0]!.text).toContain(`Valable 12 mois, jusqu'au ${longDay}`);
    expect(emails[0]!.text).toContain(`${voucher.label.fr}, 2 participants`);
    expect(emails[0]!.text).not.toContain('ma-reservation');
  });

  it('a paid voucher’s booking step asks nothing more and says the voucher is ordered', async () => {
    const { checkoutId } = await orderVoucher('fr_FR', 2, 'OWN_USE');
    await giveDetails('fr_FR', checkoutId);
    await payByCard('fr_FR', checkoutId);
    const route = resolve(['fr-fr', 'reservation']) as RouteOf<'booking'>;
    const data = await loadBooking(route, contextWith('fr_FR', '/fr-fr/reservation', { checkoutId }));
    if (data.kind !== 'found') throw new Error(`expected the voucher, got ${data.kind}`);
    renderView(BookingView({ route, data, context: contextWith('fr_FR', '/fr-fr/reservation', {}) }), 'fr_FR', bookingScreen.messages ?? []);
    expect(within(screen.getByTestId('booking-booked')).getByRole('heading', { level: 2 })).toHaveTextContent("Votre bon d'activité est commandé");
    expect(text('booking-activity-validity')).toMatch(/^Jusqu'au /);
  });

  it('a gift: the confirmation says the voucher is sent by e-mail to offer (no code on the page), the e-mail carries the code', async () => {
    const { checkoutId } = await orderVoucher('fr_FR', 2, 'GIFT');
    await giveDetails('fr_FR', checkoutId);
    await payByCard('fr_FR', checkoutId);
    const route = resolve(['fr-fr', 'paiement']) as RouteOf<'payment'>;
    const data = await loadPayment(route, contextWith('fr_FR', '/fr-fr/paiement', { checkoutId }));
    if (data.kind !== 'confirmed') throw new Error(`expected the confirmation, got ${data.kind}`);
    renderView(PaymentView({ route, data, context: contextWith('fr_FR', '/fr-fr/paiement', {}) }), 'fr_FR', paymentScreen.messages ?? []);
    expect(text('confirmation-voucher-gift')).toContain(`Le bon vous est envoyé par e-mail à ${EMAIL}, pour que vous l'offriez`);
    expect(screen.queryByTestId('confirmation-voucher-code')).toBeNull();
    const email = listOutbox().find((candidate) => candidate.to === EMAIL)!;
    expect(email.text).toContain(`Code du bon : ${data.checkout.booking.voucherCode}`);
    expect(email.text).toContain("Il est à offrir : donnez ce code à la personne à qui vous l'offrez.");
  });
});
