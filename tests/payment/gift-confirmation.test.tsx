import { fireEvent, render, screen, within } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import type { Checkout } from '@/domain/model/checkout';
import type { Locale } from '@/domain/model/locale';
import { clientMessages } from '@/i18n/client-messages';
import { resolve } from '@/routing';
import { paymentScreen } from '@/screens/payment';
import type { PaymentData } from '@/screens/payment/load';
import type { PaymentRoute } from '@/screens/payment/step-route';
import { PaymentView } from '@/screens/payment/view';
import type { ScreenContext } from '@/screens/screen-module';
import { giftCard, giftCheckout, physicalStayGift } from './gift-checkouts';

/**
 * The payment step and its confirmation for a gift order (contract §7): what the buyer paid for —
 * the e-voucher of a digital gift (printable), a physical gift's delivery and code, a gift card's
 * serial number — and nothing of a stay (no hotel reception, no booking lookup, no cancellation).
 */
function contextFor(locale: Locale, pathname: string): ScreenContext {
  return {
    request: { pathname, segments: pathname.split('/').filter(Boolean), locale, customerCare: false },
    searchParams: {},
    now: new Date('2026-11-24T10:00:00Z'),
    siteUrl: 'https://www.escapade.test',
  };
}

function show(data: PaymentData, path = '/fr-fr/coffret-cadeau/paiement/BX031EBOX', locale: Locale = 'fr_FR') {
  const route = resolve(path.split('/').filter(Boolean)) as PaymentRoute;
  const shell = PaymentView({ route, data, context: contextFor(locale, path) }) as ReactElement<{ children: ReactElement }>;
  expect(isValidElement(shell)).toBe(true);
  render(
    <IntlProvider locale={locale.replace('_', '-')} messages={clientMessages(locale, paymentScreen.messages ?? [])} defaultLocale="en">
      {shell.props.children}
    </IntlProvider>,
  );
}

const confirmed = (checkout: Checkout): PaymentData => ({
  kind: 'confirmed',
  checkout: checkout as Extract<PaymentData, { kind: 'confirmed' }>['checkout'],
  activities: [],
  schedule: null,
  lookupHref: null,
  today: '2026-11-24',
  siteOrigin: 'https://www.escapade.test',
});

const text = (testId: string) => (screen.getByTestId(testId).textContent ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();

const STAY_PARTS = ['booking-stay', 'booking-insurance-price', 'booking-cancellation', 'confirmation-next', 'confirmation-lookup', 'booking-price'];

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the confirmation of a digital box sent to someone', () => {
  it('shows the order reference, what was paid and how, and the e-voucher: code, value, validity, sender, message, how to redeem, to whom and when', async () => {
    show(confirmed(giftCheckout({ booking: {} })));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Votre cadeau est commandé');
    expect(screen.getByText('Référence de commande')).toBeInTheDocument();
    expect(text('confirmation-reference')).toBe('12345678');
    expect(text('confirmation-paid-amount')).toBe('349,90 € payés : Carte bancaire');
    const voucher = within(screen.getByTestId('gift-voucher'));
    expect(voucher.getByRole('heading', { name: 'Votre e-coffret' })).toBeInTheDocument();
    expect(text('gift-voucher-code')).toBe('EBK7Q2M9XA');
    expect(text('gift-voucher-value')).toBe('349,90 €');
    expect(text('gift-voucher-validity')).toBe('mercredi 24 mai 2028');
    expect(text('gift-voucher-from')).toBe('Camille');
    expect(text('gift-voucher-message')).toBe('Joyeux Noël, profitez bien !');
    expect(voucher.getByRole('link', { name: 'https://www.escapade.test/fr-fr/beneficiaire/connexion' })).toHaveAttribute('href', '/fr-fr/beneficiaire/connexion');
    expect(text('gift-voucher-sent')).toBe('Par e-mail à Louis (louis@example.com), le jeudi 24 décembre 2026');
    for (const part of STAY_PARTS) expect(screen.queryByTestId(part), part).toBeNull();
  });

  it('prints the page with its Print button (the print stylesheet keeps the voucher alone)', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    show(confirmed(giftCheckout({ booking: {} })));
    fireEvent.click(await screen.findByRole('button', { name: 'Imprimer l’e-coffret'.replace('’', "'") }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('tracks the purchase once, with the box code as the item', async () => {
    const dataLayer: unknown[] = [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = dataLayer;
    show(confirmed(giftCheckout({ booking: {} })));
    await vi.waitFor(() => expect(dataLayer.some((entry) => (entry as { event?: string }).event === 'purchase')).toBe(true));
    const purchase = dataLayer.find((entry) => (entry as { event?: string }).event === 'purchase') as { ecommerce: { transaction_id: string; value: number; items: { item_id: string; item_category: string }[] } };
    expect(purchase.ecommerce.transaction_id).toBe('12345678');
    expect(purchase.ecommerce.value).toBe(349.9);
    expect(purchase.ecommerce.items[0]).toMatchObject({ item_id: 'BX031EBOX', item_category: 'gift' });
  });
});

describe('the confirmation of a physical gift stay', () => {
  it('shows the delivery address and estimate, and the voucher code that travels in the box', () => {
    show(confirmed(giftCheckout({ gift: physicalStayGift, label: 'Nuit au lac', booking: { voucherCode: 'SVQ2W8E4R6', validUntil: '2027-11-24' } })), '/fr-fr/paiement');
    expect(text('gift-parcel-estimate')).toBe('Livraison prévue entre le jeudi 26 novembre 2026 et le lundi 30 novembre 2026');
    expect(text('gift-parcel-address')).toBe('Louis Martin12 rue des Lilas69003 Lyon, FR');
    expect(text('gift-parcel-code')).toBe('SVQ2W8E4R6');
    expect(text('payment-gift-options')).toBe('Bouteille de champagne');
    expect(text('payment-gift-total')).toBe('358,90 €');
    // Paid: the total reads as what was paid, not as still to pay.
    expect(within(screen.getByTestId('payment-gift-price')).getByText('Total payé')).toBeInTheDocument();
    expect(screen.queryByTestId('gift-voucher')).toBeNull();
    for (const part of STAY_PARTS) expect(screen.queryByTestId(part), part).toBeNull();
  });
});

describe('the confirmation of a gift card', () => {
  it('shows its serial number, balance, validity and how to use it at a stay’s booking step (Spanish)', () => {
    show(confirmed(giftCheckout({ gift: giftCard, locale: 'es_ES', booking: { voucherCode: 'GC-1234-5678-9012', validUntil: '2027-11-24' } })), '/es-es/pago', 'es_ES');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tu regalo está pedido');
    expect(text('gift-card-serial')).toBe('GC-1234-5678-9012');
    expect(text('gift-card-balance')).toBe('150 €');
    expect(text('gift-card-validity')).toBe('miércoles, 24 de noviembre de 2027');
    expect(text('gift-card-use')).toContain('«Tarjeta regalo»');
    expect(screen.queryByTestId('gift-voucher')).toBeNull();
  });
});

describe('the payment step of a gift order', () => {
  const pay = (checkout: Checkout, notice: Extract<PaymentData, { kind: 'pay' }>['notice'] = null): PaymentData => ({
    kind: 'pay',
    checkout,
    activities: [],
    startHref: '/fr-fr/coffret-cadeau/p/evasion-gourmande/BX031EBOX',
    bookingHref: '/fr-fr/coffret-cadeau/reservation/BX031EBOX?checkoutId=chk_gift_0001',
    choice: { priceUpdate: null, noLongerBookable: false, methods: [{ method: 'card', alma: null }] },
    notice,
    checkAgainHref: null,
    today: '2026-11-24',
  });

  it('names the buyer and the gift, its delivery and price lines, with no stay, insurance nor cancellation', () => {
    show(pay(giftCheckout()));
    expect(screen.getByText(/Votre cadeau est commandé dès que le paiement est accepté/)).toBeInTheDocument();
    expect(within(screen.getByTestId('payment-traveller')).getByRole('heading')).toHaveTextContent('Acheteur');
    expect(text('payment-gift-label')).toBe('Coffret cadeau · Évasion gourmande');
    expect(text('payment-gift-send')).toBe('Par e-mail à Louis (louis@example.com), le jeudi 24 décembre 2026');
    expect(text('payment-amount')).toBe('349,90 €');
    for (const part of ['booking-stay', 'booking-insurance-price', 'booking-cancellation', 'booking-price']) expect(screen.queryByTestId(part), part).toBeNull();
  });

  it('a booking that failed after the authorisation says so of the gift order, and leads back to the gift', () => {
    show(pay(giftCheckout(), 'booking-failed'));
    const notice = within(screen.getByTestId('payment-notice'));
    expect(notice.getByText(/Nous n.avons pas pu confirmer votre commande de cadeau/)).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Retour au cadeau' })).toHaveAttribute('href', '/fr-fr/coffret-cadeau/p/evasion-gourmande/BX031EBOX');
    expect(screen.queryByText(/hôtel/)).toBeNull();
  });

  it('an expired gift order leads back to the gift, not to a stay', () => {
    show({ kind: 'expired', startHref: '/fr-fr/carte-cadeau', subject: 'gift' }, '/fr-fr/paiement');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Votre session de commande a expiré');
    expect(screen.getByRole('link', { name: 'Retour au cadeau' })).toHaveAttribute('href', '/fr-fr/carte-cadeau');
    expect(screen.queryByText(/séjour/)).toBeNull();
  });

  it('an expired activity voucher says so of the voucher (issue 22 wording)', () => {
    show({ kind: 'expired', startHref: '/fr-fr/reservation-activite', subject: 'activity' }, '/fr-fr/paiement');
    expect(screen.getByRole('link', { name: 'Retour à l’activité'.replace('’', "'") })).toBeInTheDocument();
    expect(screen.queryByText(/séjour/)).toBeNull();
  });
});
