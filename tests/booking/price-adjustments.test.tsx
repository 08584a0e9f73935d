import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { POST as giftCardRoute } from '../../app/api/checkout/giftcard/route';
import { POST as initRoute } from '../../app/api/checkout/init/route';
import { POST as insuranceRoute } from '../../app/api/checkout/insurance/route';
import { POST as promoCodeRoute } from '../../app/api/checkout/promo-code/route';
import { fetchCheckout, fetchInsuranceOffers } from '@/api/checkout';
import { checkoutInitContract, type CheckoutInitAnswer } from '@/bff/contracts/checkout-init';
import type { Checkout, InsuranceOffer } from '@/domain/model/checkout';
import { readFormEdits, type FormEdits } from '@/components/ui/form-edits';
import { clientMessages } from '@/i18n/client-messages';
import { PriceAdjustments, type PriceAdjustmentsProps } from '@/screens/booking/price-adjustments';
import { priceAdjustmentsMessageGroup } from '@/screens/booking/price-adjustments-message-group';
import { postRequest } from '../bff/helpers';
import { bookableStay } from '../bff/stays';
import { renderIsland } from '../search-box/render';
import { simulator } from '../setup/simulator';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

/**
 * The booking step's insurance, promo code and gift cards against the real BFF routes over the
 * in-process simulator (a real checkout): each change reaches the checkout and refreshes the page
 * (whose server-rendered summary then shows the new price); each refusal is said beside its field.
 */
const stay = bookableStay({ datedActivity: false });
const routes = { 'promo-code': promoCodeRoute, giftcard: giftCardRoute, insurance: insuranceRoute } as const;

beforeEach(() => {
  refresh.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // The island's requests, handed to the route handlers as a same-site JSON POST.
  simulator.use(
    ...Object.entries(routes).map(([name, route]) =>
      http.post(`${window.location.origin}/api/checkout/${name}`, async ({ request }) =>
        route(new Request(request.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: await request.text() })),
      ),
    ),
  );
});
afterEach(() => vi.restoreAllMocks());

async function newCheckout(): Promise<Checkout> {
  const response = await initRoute(
    postRequest(checkoutInitContract.path, { locale: 'fr_FR', productId: stay.pkg.id, offerId: stay.pkg.id, checkin: stay.checkin, checkout: stay.checkout, adult: 2, child: 0, baby: 0, activitySelectionList: stay.activitySelectionList }),
  );
  return reread(((await response.json()) as CheckoutInitAnswer).checkoutId);
}

async function reread(id: string): Promise<Checkout> {
  const result = await fetchCheckout({ id });
  if (!result.ok) throw new Error('checkout not found');
  return result.data;
}

async function insuranceOffers(): Promise<InsuranceOffer[]> {
  const result = await fetchInsuranceOffers({ weekendId: stay.pkg.id, locale: 'fr_FR', checkin: stay.checkin, nights: stay.nights, adult: 2, child: 0, baby: 0 });
  return result.ok ? result.data : [];
}

function propsFor(checkout: Checkout, offers: readonly InsuranceOffer[] = []): PriceAdjustmentsProps {
  return {
    checkoutId: checkout.id,
    checkin: checkout.reservation!.checkin,
    insuranceOffers: offers,
    insuranceId: checkout.insurance?.id ?? null,
    promoCode: checkout.promoCode,
    giftcards: checkout.price.giftcards,
  };
}

function renderFor(checkout: Checkout, offers: readonly InsuranceOffer[] = [], edits: FormEdits | null = null) {
  return renderIsland(<PriceAdjustments {...propsFor(checkout, offers)} edits={edits} />, 'fr_FR', [priceAdjustmentsMessageGroup]);
}

/**
 * The island loads on intent (src/screens/booking/islands.tsx): what the visitor does to the server's
 * HTML before it arrives, done here to that HTML (no React on it), read as intentIsland reads it.
 */
function editsOnServerHtml(checkout: Checkout, offers: readonly InsuranceOffer[], act: (root: HTMLElement) => void): FormEdits {
  const root = document.createElement('div');
  root.innerHTML = renderToString(
    <IntlProvider locale="fr-FR" messages={clientMessages('fr_FR', [priceAdjustmentsMessageGroup])} defaultLocale="en">
      <PriceAdjustments {...propsFor(checkout, offers)} />
    </IntlProvider>,
  );
  document.body.append(root);
  act(root);
  const edits = readFormEdits(root, { submitted: false, touched: [] });
  root.remove();
  return edits;
}

describe('PriceAdjustments (booking step)', () => {
  it('applies a promo code, refreshes the page, then shows it applied with Remove, which takes it off', async () => {
    const checkout = await newCheckout();
    const view = renderFor(checkout);
    fireEvent.change(screen.getByLabelText('Code promo'), { target: { value: 'escapade20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    const applied = await reread(checkout.id);
    expect(applied.promoCode).toEqual({ code: 'ESCAPADE20', reductionAmount: 2_000 });
    expect(applied.price.remainingAmountToPay).toBe(applied.price.totalPrice - 2_000);

    // What router.refresh() brings: the island again with the checkout's new state.
    view.unmount();
    renderFor(applied);
    expect(screen.getByTestId('adjustments-promo-applied')).toHaveTextContent(/Code ESCAPADE20 appliqué : -20\s€/);
    fireEvent.click(screen.getByRole('button', { name: 'Retirer le code promo' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
    expect((await reread(checkout.id)).promoCode).toBeNull();
  });

  it('says an unknown promo code is not valid, beside the field, and refreshes nothing', async () => {
    renderFor(await newCheckout());
    const field = screen.getByLabelText('Code promo');
    fireEvent.change(field, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByTestId('adjustments-promo-error')).toHaveTextContent("Ce code promo n'est pas valide.");
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('NOPE');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('uses a gift card, then lists it with its used amount and removes it', async () => {
    const checkout = await newCheckout();
    const view = renderFor(checkout);
    fireEvent.change(screen.getByLabelText('Numéro de carte cadeau'), { target: { value: 'GC-1000-2000-3000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser la carte cadeau' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    const applied = await reread(checkout.id);
    expect(applied.price.giftcards).toEqual([{ serialNumber: 'GC-1000-2000-3000', usedAmount: Math.min(5_000, applied.price.totalPrice) }]);

    view.unmount();
    renderFor(applied);
    const card = screen.getByTestId('adjustments-giftcard');
    expect(card).toHaveTextContent(/Carte cadeau GC-1000-2000-3000 : -50\s€/);
    fireEvent.click(within(card).getByRole('button', { name: 'Retirer la carte cadeau GC-1000-2000-3000' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
    expect((await reread(checkout.id)).price.giftcards).toEqual([]);
  });

  it.each([
    ['GC-7000-8000-9000', 'Le solde de cette carte cadeau est épuisé.'],
    ['GC-0000-0000-0000', "Ce numéro de carte cadeau n'est pas valide."],
  ])('says why the gift card %s is refused', async (serial, text) => {
    renderFor(await newCheckout());
    fireEvent.change(screen.getByLabelText('Numéro de carte cadeau'), { target: { value: serial } });
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser la carte cadeau' }));
    expect(await screen.findByTestId('adjustments-giftcard-error')).toHaveTextContent(text);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('changes the insurance: the chosen cover reaches the checkout and the page is refreshed', async () => {
    const checkout = await newCheckout();
    const offers = await insuranceOffers();
    const paid = offers.find((offer) => offer.sellPrice > 0)!;
    renderFor(checkout, offers);
    const radios = within(screen.getByTestId('adjustments-insurance')).getAllByRole('radio');
    expect(radios).toHaveLength(offers.length);
    fireEvent.click(radios[offers.indexOf(paid)]!);
    // Shown chosen at once, while the checkout is re-priced.
    expect(radios[offers.indexOf(paid)]).toBeChecked();
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    const changed = await reread(checkout.id);
    expect(changed.insurance?.id).toBe(paid.id);
    expect(changed.price.insuranceAmount).toBe(paid.sellPrice);
  });

  it('a cover ticked on the server’s HTML before the island arrived is sent once it arrives, and shown chosen', async () => {
    const checkout = await newCheckout();
    const offers = await insuranceOffers();
    const paid = offers.find((offer) => offer.sellPrice > 0)!;
    const edits = editsOnServerHtml(checkout, offers, (root) => {
      const radio = root.querySelector<HTMLInputElement>(`input[type="radio"][value="${paid.id}"]`)!;
      radio.checked = true;
    });
    renderFor(checkout, offers, edits);
    const radios = within(screen.getByTestId('adjustments-insurance')).getAllByRole('radio');
    expect(radios[offers.indexOf(paid)]).toBeChecked();
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    const changed = await reread(checkout.id);
    expect(changed.insurance?.id).toBe(paid.id);
    expect(changed.price.insuranceAmount).toBe(paid.sellPrice);
    // The same cover pressed again on the island (intentIsland replays the press): nothing more is sent.
    fireEvent.click(radios[offers.indexOf(paid)]!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('codes typed on the server’s HTML before the island arrived stay in their fields, ready to apply', async () => {
    const checkout = await newCheckout();
    const edits = editsOnServerHtml(checkout, [], (root) => {
      root.querySelector<HTMLInputElement>('[data-testid="adjustments-promo"] input')!.value = 'escapade20';
      root.querySelector<HTMLInputElement>('[data-testid="adjustments-giftcard-form"] input')!.value = 'GC-1000-2000-3000';
    });
    renderFor(checkout, [], edits);
    expect(screen.getByLabelText('Code promo')).toHaveValue('escapade20');
    expect(screen.getByLabelText('Numéro de carte cadeau')).toHaveValue('GC-1000-2000-3000');
    // Nothing is sent until the visitor applies one.
    expect(refresh).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect((await reread(checkout.id)).promoCode?.code).toBe('ESCAPADE20');
  });

  it('an offer the stay no longer has is refused: its message, and the checkout’s cover chosen again', async () => {
    const checkout = await newCheckout();
    const offers = await insuranceOffers();
    const gone: InsuranceOffer = { id: 'GONE', sellPrice: 1_000, cancellationPolicy: null };
    renderFor(checkout, [...offers, gone]);
    const radios = within(screen.getByTestId('adjustments-insurance')).getAllByRole('radio');
    fireEvent.click(radios[offers.length]!);
    expect(await screen.findByTestId('adjustments-insurance-error')).toHaveTextContent("Cette assurance n'est plus proposée pour votre séjour. Veuillez en choisir une autre.");
    expect(radios[offers.length]).not.toBeChecked();
    expect(radios[offers.findIndex((offer) => offer.sellPrice === 0)]).toBeChecked();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('an expired checkout says so and changes nothing', async () => {
    const checkout = await newCheckout();
    expect((await fetch(`http://simulator.test/__admin/checkouts/${checkout.id}/expire`, { method: 'POST' })).status).toBe(200);
    renderFor(checkout);
    fireEvent.change(screen.getByLabelText('Code promo'), { target: { value: 'ESCAPADE20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByTestId('adjustments-promo-error')).toHaveTextContent('Votre réservation a expiré. Revenez au séjour pour le réserver à nouveau.');
    expect(refresh).not.toHaveBeenCalled();
  });
});
