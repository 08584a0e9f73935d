import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { emptyTravellerForm, TRAVELLER_COUNTRIES } from '@/domain/checkout/traveller-details';
import { giftDeliveryFormOf } from '@/domain/gift/gift-delivery';
import { ERROR_CLEAR_MS } from '@/domain/gift/personalisation';
import type { GiftFormSetup } from '@/screens/booking/booking-form-values';
import { giftOrderMessageGroup } from '@/screens/booking/gift-order-messages';
import { TravellerForm } from '@/screens/booking/traveller-form';
import { draftKey } from '@/screens/booking/traveller-draft';
import type { FormEdits } from '@/components/ui/form-edits';
import { travellerMessageGroup } from '@/screens/booking/traveller-messages';
import { renderIsland } from '../search-box/render';
import { simulator } from '../setup/simulator';

/**
 * A gift order's part of the booking step's form (contract §7): the delivery (to me or to someone
 * with a send date; or an address whose country re-prices the shipping), the gift's price lines, the
 * delivery saved before the buyer, refusals on their field, the draft kept across a reload, and a
 * saved delivery whose total differs from the one shown stopping before the payment step.
 * The BFF routes answer from handlers of this test.
 */
const checkoutId = 'abcdef12-3456';
const TODAY = '2026-11-24';
const countries = TRAVELLER_COUNTRIES.map((code) => ({ code, name: new Intl.DisplayNames(['fr-FR'], { type: 'region' }).of(code)! }));
const PAYMENT_PATH = `/fr-fr/coffret-cadeau/paiement/ABC-PBOX?checkoutId=${checkoutId}`;

/** A physical box of 149,90 € priced by the API for France (free), Belgium 9,90 € and Italy 14,90 € by the table. */
const physical: GiftFormSetup = {
  type: 'BOX',
  format: 'physical',
  today: TODAY,
  shippingCosts: { FR: 0, BE: 990, NL: 990, IT: 1490, ES: 1490 },
  pricedCountry: 'FR',
  amounts: { sellPrice: 14_990, shippingCost: 0, subElementsPrice: 0, availabilityUpsell: 0 },
  totalPrice: 14_990,
  giftNights: null,
  backHref: '/fr-fr/coffret-cadeau/p/x/ABC-EBOX',
};
const digital: GiftFormSetup = { ...physical, format: 'digital', shippingCosts: null };

interface Routes {
  deliveries: Array<Record<string, unknown>>;
  travellers: Array<Record<string, unknown>>;
}

function routes(delivery: () => Response = () => HttpResponse.json({ shippingCost: 0, totalPrice: 14_990 })): Routes {
  const seen: Routes = { deliveries: [], travellers: [] };
  simulator.use(
    http.post('*/api/checkout/delivery', async ({ request }) => {
      seen.deliveries.push((await request.json()) as Record<string, unknown>);
      return delivery();
    }),
    http.post('*/api/checkout/traveller', async ({ request }) => {
      seen.travellers.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ paymentPath: PAYMENT_PATH });
    }),
  );
  return seen;
}

/** The form of a gift order, once its delivery fields (their own chunk) are in. */
async function renderForm(setup: GiftFormSetup, edits: FormEdits | null = null) {
  const navigate = vi.fn();
  renderIsland(
    <TravellerForm
      edits={edits}
      locale="fr_FR"
      checkoutId={checkoutId}
      initial={emptyTravellerForm('FR')}
      countries={countries}
      startHref={setup.backHref}
      navigate={navigate}
      gift={{ ...setup, delivery: giftDeliveryFormOf(null, TODAY, 'FR') }}
    />,
    'fr_FR',
    [travellerMessageGroup, giftOrderMessageGroup],
  );
  await screen.findByTestId('gift-delivery');
  return navigate;
}

const buyer = () => screen.getByTestId('traveller-form');
const delivery = () => screen.getByTestId('gift-delivery');
const inDelivery = (label: string) => within(delivery()).getByLabelText(label);
const text = (testId: string) => (screen.getByTestId(testId).textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function fillBuyer(user: ReturnType<typeof userEvent.setup>) {
  const form = within(buyer());
  await user.click(form.getByRole('radio', { name: 'Mme' }));
  await user.type(within(screen.getByTestId('traveller-field-firstName')).getByRole('textbox'), 'Anne');
  await user.type(within(screen.getByTestId('traveller-field-lastName')).getByRole('textbox'), 'Martin');
  await user.type(form.getByLabelText('Adresse e-mail'), 'anne@example.fr');
  await user.type(form.getByLabelText('Téléphone'), '06 12 34 56 78');
  await user.type(within(screen.getByTestId('traveller-field-postalCode')).getByRole('textbox'), '75011');
  await user.click(form.getByRole('checkbox', { name: "J'accepte les conditions générales de vente." }));
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(inDelivery('Prénom'), 'Léa');
  await user.type(inDelivery('Nom'), 'Roux');
  await user.type(inDelivery('Numéro et rue'), '12 rue des Lilas');
  await user.type(inDelivery('Code postal'), '1000');
  await user.type(inDelivery('Ville'), 'Bruxelles');
}

const submit = () => screen.getByRole('button', { name: 'Continuer vers le paiement' });

beforeEach(() => sessionStorage.clear());

describe('a gift order’s delivery and price on the booking step', () => {
  it('digital: sent to me by default; to someone asks their name and e-mail, and switching back hides them', async () => {
    const user = userEvent.setup();
    await renderForm(digital);
    const group = within(delivery()).getByRole('group', { name: 'Qui reçoit le cadeau par e-mail ?' });
    expect(within(group).getByRole('radio', { name: "Me l'envoyer" })).toBeChecked();
    expect(within(delivery()).queryByLabelText('E-mail du destinataire')).toBeNull();
    await user.click(within(group).getByRole('radio', { name: "L'envoyer à quelqu'un" }));
    expect(inDelivery('Nom du destinataire')).toHaveAttribute('aria-required', 'true');
    expect(inDelivery('E-mail du destinataire')).toHaveAttribute('type', 'email');
    await user.click(within(group).getByRole('radio', { name: "Me l'envoyer" }));
    expect(within(delivery()).queryByLabelText('E-mail du destinataire')).toBeNull();
    // A digital gift ships nothing: no address, free delivery, the API's total.
    expect(within(delivery()).queryByLabelText('Pays de livraison')).toBeNull();
    expect(text('booking-gift-shipping')).toBe('Livraison offerte');
    expect(text('booking-total')).toBe('149,90 €');
  });

  it('to someone: their name and e-mail are required on submit, with the focus on the first; then the delivery is saved before the buyer, and the payment step follows', async () => {
    const user = userEvent.setup();
    const seen = routes();
    const navigate = await renderForm(digital);
    await fillBuyer(user);
    await user.click(within(delivery()).getByRole('radio', { name: "L'envoyer à quelqu'un" }));
    await user.click(submit());
    expect(await screen.findByTestId('delivery-error-recipientName')).toHaveTextContent('Champ obligatoire');
    expect(screen.getByTestId('delivery-error-recipientEmail')).toHaveTextContent('Champ obligatoire');
    expect(inDelivery('Nom du destinataire')).toHaveFocus();
    expect(seen.deliveries).toEqual([]);

    await user.type(inDelivery('Nom du destinataire'), 'Bob Martin');
    await user.type(inDelivery('E-mail du destinataire'), 'bob@example.com');
    await user.click(submit());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(PAYMENT_PATH));
    expect(seen.deliveries).toEqual([{ locale: 'fr_FR', checkoutId, delivery: { kind: 'digital', recipient: 'someone', recipientName: 'Bob Martin', recipientEmail: 'bob@example.com', sendOn: TODAY } }]);
    expect(seen.travellers).toHaveLength(1);
    expect(seen.travellers[0]).toMatchObject({ checkoutId, traveller: { firstName: 'Anne', email: 'anne@example.fr' } });
  });

  it('the send date: a date input from today to a year ahead; a day outside is refused on its field and nothing is sent', async () => {
    const user = userEvent.setup();
    const seen = routes();
    await renderForm(digital);
    const sendOn = inDelivery("Date d'envoi");
    expect(sendOn).toHaveAttribute('type', 'date');
    expect(sendOn).toHaveAttribute('min', TODAY);
    expect(sendOn).toHaveAttribute('max', '2027-11-24');
    expect(sendOn).toHaveValue(TODAY);
    expect(sendOn).toHaveAccessibleDescription("D'aujourd'hui au 24 novembre 2027.");
    await fillBuyer(user);
    for (const day of ['2026-11-23', '2027-11-25']) {
      await user.clear(sendOn);
      await user.type(sendOn, day);
      await user.click(submit());
      expect(await screen.findByTestId('delivery-error-sendOn')).toHaveTextContent("Choisissez un jour entre aujourd'hui et dans un an");
      expect(sendOn).toHaveAttribute('aria-invalid', 'true');
    }
    expect(seen.deliveries).toEqual([]);
    await user.clear(sendOn);
    await user.type(sendOn, '2027-11-24');
    await user.click(submit());
    await waitFor(() => expect(seen.deliveries).toHaveLength(1));
    expect(seen.deliveries[0]).toMatchObject({ delivery: { sendOn: '2027-11-24' } });
  });

  it('physical: each country names its shipping; another country updates the delivery line and the total before anything is saved', async () => {
    const user = userEvent.setup();
    await renderForm(physical);
    const country = inDelivery('Pays de livraison');
    expect(country).toHaveValue('FR');
    expect(within(country).getAllByRole('option').map((option) => option.textContent?.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
      'France (Livraison offerte)',
      'Belgique (+9,90 €)',
      'Pays-Bas (+9,90 €)',
      'Italie (+14,90 €)',
      'Espagne (+14,90 €)',
    ]);
    expect(within(delivery()).getByText('Livré en 2 à 4 jours ouvrés')).toBeInTheDocument();
    expect(text('booking-gift-shipping')).toBe('Livraison offerte');
    expect(text('booking-total')).toBe('149,90 €');
    await user.selectOptions(country, 'IT');
    expect(text('booking-gift-shipping')).toBe('+14,90 €');
    expect(text('booking-total')).toBe('164,80 €');
    await user.selectOptions(country, 'FR');
    expect(text('booking-total')).toBe('149,90 €');
  });

  it('refuses typing beyond the postal code’s 20 characters and says so, for a second', async () => {
    const user = userEvent.setup();
    await renderForm(physical);
    const postalCode = inDelivery('Code postal');
    await user.type(postalCode, '1'.repeat(21));
    expect(postalCode).toHaveValue('1'.repeat(20));
    expect(await screen.findByTestId('delivery-error-postalCode')).toHaveTextContent('Le champ est limité à 20 caractères');
    await waitFor(() => expect(screen.queryByTestId('delivery-error-postalCode')).toBeNull(), { timeout: ERROR_CLEAR_MS + 1_000 });
  });

  it('the address saved with the previewed total goes on to the payment step', async () => {
    const user = userEvent.setup();
    const seen = routes(() => HttpResponse.json({ shippingCost: 990, totalPrice: 15_980 }));
    const navigate = await renderForm(physical);
    await fillBuyer(user);
    await fillAddress(user);
    await user.selectOptions(inDelivery('Pays de livraison'), 'BE');
    expect(text('booking-total')).toBe('159,80 €');
    await user.click(submit());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(PAYMENT_PATH));
    expect(seen.deliveries[0]).toEqual({ locale: 'fr_FR', checkoutId, delivery: { kind: 'physical', address: { firstName: 'Léa', lastName: 'Roux', street: '12 rue des Lilas', postalCode: '1000', city: 'Bruxelles', country: 'BE' } } });
    expect(screen.queryByTestId('traveller-price-changed')).toBeNull();
  });

  it('a saved total other than the previewed one stops before the payment step and shows the API’s figure; Continue again goes on', async () => {
    const user = userEvent.setup();
    const seen = routes(() => HttpResponse.json({ shippingCost: 1_290, totalPrice: 16_280 }));
    const navigate = await renderForm(physical);
    await fillBuyer(user);
    await fillAddress(user);
    await user.selectOptions(inDelivery('Pays de livraison'), 'BE');
    expect(text('booking-total')).toBe('159,80 €');
    await user.click(submit());
    const notice = await screen.findByTestId('traveller-price-changed');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe('Votre livraison a été tarifée à nouveau : le total à payer est maintenant de 162,80 €. Vérifiez-le, puis continuez.');
    expect(text('booking-gift-shipping')).toBe('+12,90 €');
    expect(text('booking-total')).toBe('162,80 €');
    expect(seen.travellers).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    // The buyer has seen the API's total: the same delivery, priced the same, now goes on.
    await user.click(submit());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(PAYMENT_PATH));
    expect(seen.deliveries).toHaveLength(2);
    expect(seen.travellers).toHaveLength(1);
  });

  it('a refusal of the route shows on its field, takes the focus, and the buyer is not sent', async () => {
    const user = userEvent.setup();
    const seen = routes(() => HttpResponse.json({ error: { code: 'invalid-body', field: 'postalCode' } }, { status: 400 }));
    const navigate = await renderForm(physical);
    await fillBuyer(user);
    await fillAddress(user);
    await user.click(submit());
    expect(await screen.findByTestId('delivery-error-postalCode')).toHaveTextContent('Le champ est limité à 20 caractères');
    expect(inDelivery('Code postal')).toHaveFocus();
    expect(inDelivery('Code postal')).toHaveValue('1000');
    expect(seen.travellers).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });

  it('a failure of the route says so and keeps everything typed', async () => {
    const user = userEvent.setup();
    routes(() => HttpResponse.json({ error: { code: 'upstream' } }, { status: 502 }));
    await renderForm(physical);
    await fillBuyer(user);
    await fillAddress(user);
    await user.click(submit());
    expect(await screen.findByTestId('traveller-failed')).toHaveAttribute('role', 'alert');
    expect(inDelivery('Ville')).toHaveValue('Bruxelles');
    expect(submit()).toBeEnabled();
  });

  it('takes the delivery chosen and typed on the server’s form before it loaded', async () => {
    await renderForm(digital, { values: { 'delivery.recipient': 'someone', 'delivery.recipientName': 'Bob', firstName: 'Anne' }, focused: 'delivery.recipientName', touched: [], submitted: false });
    await waitFor(() => expect(within(delivery()).getByRole('radio', { name: "L'envoyer à quelqu'un" })).toBeChecked());
    expect(await waitFor(() => inDelivery('Nom du destinataire'))).toHaveValue('Bob');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Anne');
  });

  it('keeps the delivery typed across a reload (the draft of this checkout)', async () => {
    const user = userEvent.setup();
    await renderForm(digital);
    await user.click(within(delivery()).getByRole('radio', { name: "L'envoyer à quelqu'un" }));
    await user.type(inDelivery('Nom du destinataire'), 'Bob');
    await user.type(inDelivery('E-mail du destinataire'), 'bob@example.com');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(draftKey(checkoutId)) ?? '{}')).toMatchObject({ delivery: { recipient: 'someone', recipientName: 'Bob' } }));
    cleanup();
    await renderForm(digital);
    await waitFor(() => expect(within(delivery()).getByRole('radio', { name: "L'envoyer à quelqu'un" })).toBeChecked());
    expect(inDelivery('Nom du destinataire')).toHaveValue('Bob');
    expect(inDelivery('E-mail du destinataire')).toHaveValue('bob@example.com');
  });
});
