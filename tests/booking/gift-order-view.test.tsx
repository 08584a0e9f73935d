import { render, screen, within } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { initGiftCheckout } from '@/api/checkout';
import type { GiftOrderItem, GiftOrderPersonalisation } from '@/domain/gift/gift-order';
import type { Locale } from '@/domain/model/locale';
import { clientMessages } from '@/i18n/client-messages';
import { resolve, type RouteOf } from '@/routing';
import { bookingScreen, boxBookingScreen } from '@/screens/booking';
import { load, type BookingData } from '@/screens/booking/load';
import { BookingView } from '@/screens/booking/view';
import type { ScreenContext } from '@/screens/screen-module';
import { clearCheckouts } from '../../mocks/checkout';
import { catalogue, catalogueMorning } from '../bff/stays';
import { SIMULATOR_ORIGIN } from '../setup/env';

// The form as the server draws it (an island loaded on intent keeps the server's HTML in a browser's render).
vi.mock('@/screens/booking/islands', async (original) => (await import('./islands-as-the-server-draws')).islandsAsTheServerDraws(original));

/**
 * A gift order's booking step over the in-process simulator (contract §7, part 2 §2): the heading
 * names what is ordered; the gift (a box with its content, a gift stay with its hotel, nights and
 * bucket, a gift card's amount), its personalisation and validity; the API's price lines; the
 * buyer's form with the delivery; no insurance, promo code nor gift card; a step under the other
 * route redirects to its own; an expired order leads back to the gift.
 */
vi.mock('next/navigation', async (original) => ({ ...(await original<typeof import('next/navigation')>()), useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() }) }));

const box = catalogue.boxes.find((candidate) => candidate.physicalCode !== null)!;
const giftStay = catalogue.singleVouchers.find((voucher) => voucher.physicalAvailable && catalogue.index.hotelById.get(voucher.hotelId)?.active)!;
const PERSONALISATION = { fromName: 'Léa', message: 'Joyeux anniversaire !' };

type BookingRoute = RouteOf<'booking' | 'box-booking'>;
const routeOf = (path: string) => resolve(path.split('/').filter(Boolean)) as BookingRoute;

function contextWith(route: BookingRoute, checkoutId: string): ScreenContext {
  return {
    request: { pathname: `/${route.locale}`, segments: [], locale: route.locale, customerCare: false },
    searchParams: { checkoutId },
    now: catalogueMorning(),
    siteUrl: 'https://www.escapade.test',
  };
}

async function order(locale: Locale, gift: GiftOrderItem, personalisation: GiftOrderPersonalisation = PERSONALISATION) {
  const made = await initGiftCheckout({ locale, gift, personalisation });
  if (!made.ok) throw new Error(`gift init failed: ${JSON.stringify(made.error)}`);
  return made.data;
}

function renderPage(route: BookingRoute, data: BookingData) {
  const shell = BookingView({ route, data, context: contextWith(route, '') }) as ReactElement<{ backHref: string; children: ReactElement }>;
  expect(isValidElement(shell)).toBe(true);
  render(
    <IntlProvider locale={route.locale.replace('_', '-')} messages={clientMessages(route.locale, bookingScreen.messages ?? [])} defaultLocale="en">
      {shell.props.children}
    </IntlProvider>,
  );
  return shell.props;
}

const normal = (value: string | null | undefined) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ');
/** An amount as the site writes it in French: no decimals for whole euros. */
const euros = (cents: number) => normal(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100));

afterEach(() => clearCheckouts());

describe('a gift order’s booking step', () => {
  it('a physical box under its box variant: the heading names a gift box, the box with its content and personalisation, the API’s price lines, the buyer and the address; no insurance nor promo code', async () => {
    const checkout = await order('fr_FR', { type: 'BOX', code: box.physicalCode!, giftFormat: 'physical' });
    const route = routeOf(`/fr-fr/coffret-cadeau/reservation/${box.physicalCode}`);
    expect(route.screen).toBe('box-booking');
    const data = await load(route, contextWith(route, checkout.id));
    expect(data.kind).toBe('found');
    const shell = renderPage(route, data);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Votre commande de coffret cadeau');
    expect(boxBookingScreen.metadata(route as RouteOf<'box-booking'>, data, contextWith(route, checkout.id)).title).toBe('Votre commande de coffret cadeau');
    const gift = screen.getByTestId('booking-gift');
    expect(within(gift).getByTestId('booking-gift-title')).toHaveTextContent(box.title.fr);
    expect(within(gift).getByTestId('booking-gift-included').querySelectorAll('li').length).toBe(box.includedContent.fr.split('\n').filter(Boolean).length);
    expect(within(gift).getByTestId('booking-gift-format')).toHaveTextContent('Coffret cadeau physique');
    expect(within(gift).getByTestId('booking-gift-from')).toHaveTextContent('Léa');
    expect(within(gift).getByTestId('booking-gift-message')).toHaveTextContent('Joyeux anniversaire !');
    expect(within(gift).getByTestId('booking-gift-validity')).toHaveTextContent('Pour 2 personnes, valable un an et demi');
    // The way back to change the gift is the box page, as is the back arrow.
    expect(within(gift).getByTestId('booking-gift-change').getAttribute('href')).toMatch(new RegExp(`^/fr-fr/coffret-cadeau/p/[a-z0-9-]+/${box.code}$`));
    expect(shell.backHref).toBe(within(gift).getByTestId('booking-gift-change').getAttribute('href'));
    // The price (the form's island, loaded on its own): the API's, shipped free in France.
    expect(normal((await screen.findByTestId('booking-gift-sell-price')).textContent)).toBe(euros(checkout.gift!.amounts.sellPrice));
    expect(normal(screen.getByTestId('booking-total').textContent)).toBe(euros(checkout.price.totalPrice));
    // The buyer's form, with the address and the country of delivery.
    expect(await screen.findByRole('heading', { name: "Vos coordonnées d'acheteur" })).toBeInTheDocument();
    const delivery = await screen.findByTestId('gift-delivery');
    expect(delivery).toHaveAttribute('data-format', 'physical');
    expect(within(delivery).getByLabelText('Pays de livraison')).toHaveValue('FR');
    expect(screen.queryByTestId('price-adjustments')).toBeNull();
    expect(screen.queryByTestId('booking-reference-later')).toBeNull();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent(/^Référence de commande : \d{8}$/);
  });

  it('a gift stay: its heading, hotel, nights, bucket and upsell; its own booking route', async () => {
    const checkout = await order('fr_FR', { type: 'SINGLEVOUCHER', productId: giftStay.id, giftFormat: 'digital', giftNights: 2, bucket: 2, upsell: 'availability', subElements: [] });
    const route = routeOf('/fr-fr/reservation');
    const data = await load(route, contextWith(route, checkout.id));
    renderPage(route, data);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Votre commande de séjour cadeau');
    expect(screen.getByTestId('booking-gift')).toHaveAttribute('data-gift-type', 'SINGLEVOUCHER');
    expect(screen.getByTestId('booking-gift-nights')).toHaveTextContent('2 nuits');
    expect(screen.getByTestId('booking-gift-bucket')).toHaveTextContent('Sérénité');
    expect(screen.getByTestId('booking-gift-upsell')).toBeInTheDocument();
    expect(checkout.gift!.amounts.availabilityUpsell).toBeGreaterThan(0);
    expect(normal((await screen.findByTestId('booking-gift-upsell-price')).textContent)).toMatch(/^\+\d/);
    expect(normal(screen.getByTestId('booking-total').textContent)).toBe(euros(checkout.price.totalPrice));
    expect((await screen.findByTestId('gift-delivery'))).toHaveAttribute('data-format', 'digital');
  });

  it('a gift card: its heading and amount, sent by e-mail, valid 12 months', async () => {
    const checkout = await order('es_ES', { type: 'GIFTCARD', amount: 8_000 }, { fromName: null, message: null });
    const route = routeOf('/es-es/reserva');
    expect(route.screen).toBe('booking');
    const data = await load(route, contextWith(route, checkout.id));
    renderPage(route, data);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tu pedido de tarjeta regalo');
    expect(normal(screen.getByTestId('booking-gift-amount').textContent)).toBe('80 €');
    expect(screen.getByTestId('booking-gift-validity')).toHaveTextContent('12');
    expect(screen.queryByTestId('booking-gift-personalisation')).toBeNull();
  });

  it('a box order read under the booking route, or under another box’s code, redirects (replace) to its box variant', async () => {
    const checkout = await order('fr_FR', { type: 'BOX', code: box.code, giftFormat: 'digital' });
    for (const path of ['/fr-fr/reservation', `/fr-fr/coffret-cadeau/reservation/${box.physicalCode}`]) {
      const route = routeOf(path);
      const redirected = await load(route, contextWith(route, checkout.id)).then(
        () => null,
        (error: { digest?: string }) => error.digest ?? null,
      );
      expect(redirected).toContain(`/fr-fr/coffret-cadeau/reservation/${box.code}?checkoutId=${checkout.id}`);
      expect(redirected).toContain('replace');
    }
  });

  it('an expired gift order: nothing was charged, and the way back leads to the gift, not to a stay', async () => {
    const checkout = await order('fr_FR', { type: 'GIFTCARD', amount: 5_000 });
    expect((await fetch(`${SIMULATOR_ORIGIN}/__admin/checkouts/${checkout.id}/expire`, { method: 'POST' })).status).toBe(200);
    const route = routeOf('/fr-fr/reservation');
    const data = await load(route, contextWith(route, checkout.id));
    expect(data.kind).toBe('expired');
    renderPage(route, data);
    expect(screen.getByTestId('booking-expired')).toHaveTextContent('Choisissez à nouveau votre cadeau');
    expect(screen.getByRole('link', { name: 'Retour au cadeau' }).getAttribute('href')).toMatch(/^\/fr-fr\//);
  });
});
