import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { emptyTravellerForm, TRAVELLER_COUNTRIES, type TravellerFormValues } from '@/domain/checkout/traveller-details';
import { ERROR_CLEAR_MS } from '@/domain/gift/personalisation';
import { TravellerForm } from '@/screens/booking/traveller-form';
import { draftKey } from '@/screens/booking/traveller-draft';
import { travellerMessageGroup } from '@/screens/booking/traveller-messages';
import type { FormEdits } from '@/components/ui/form-edits';
import { renderIsland } from '../search-box/render';
import { simulator } from '../setup/simulator';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { clientMessages } from '@/i18n/client-messages';

/**
 * The booking step's traveller form against its BFF route (answers mocked here): messages on
 * blur and on submit, success after a valid blur, the e-mail correction, the limit on typing, the
 * draft kept per checkout, one send per click, and each failure the route answers.
 */
const checkoutId = 'abcdef12-3456';
const countries = TRAVELLER_COUNTRIES.map((code) => ({ code, name: new Intl.DisplayNames(['fr-FR'], { type: 'region' }).of(code)! }));

function travellerRoute(answers: Array<() => Response | Promise<Response>>) {
  const bodies: Array<Record<string, unknown>> = [];
  simulator.use(
    http.post('*/api/checkout/traveller', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return (answers[bodies.length - 1] ?? answers[answers.length - 1]!)();
    }),
  );
  return bodies;
}

function renderForm(initial: TravellerFormValues = emptyTravellerForm('FR'), edits: FormEdits | null = null) {
  const navigate = vi.fn();
  renderIsland(<TravellerForm locale="fr_FR" checkoutId={checkoutId} initial={initial} countries={countries} startHref="/fr-fr/sejour/12#checkin=2026-12-08" navigate={navigate} edits={edits} />, 'fr_FR', [travellerMessageGroup]);
  return navigate;
}

const field = (label: string) => screen.getByLabelText(label);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Mme' }));
  await user.type(field('Prénom'), 'Anne');
  await user.type(field('Nom'), 'Martin');
  await user.type(field('Adresse e-mail'), 'anne@example.fr');
  await user.type(field('Téléphone'), '06 12 34 56 78');
  await user.type(field('Code postal'), '75011');
  await user.click(screen.getByRole('checkbox', { name: "J'accepte les conditions générales de vente." }));
}

const saved = () => HttpResponse.json({ paymentPath: `/fr-fr/paiement?checkoutId=${checkoutId}` });

beforeEach(() => sessionStorage.clear());

describe('the traveller form', () => {
  it('labels every field with its autocomplete and input mode; the site’s country is chosen', () => {
    renderForm();
    expect(field('Prénom')).toHaveAttribute('autocomplete', 'given-name');
    expect(field('Nom')).toHaveAttribute('autocomplete', 'family-name');
    expect(field('Adresse e-mail')).toHaveAttribute('autocomplete', 'email');
    expect(field('Adresse e-mail')).toHaveAttribute('inputmode', 'email');
    expect(field('Téléphone')).toHaveAttribute('autocomplete', 'tel');
    expect(field('Téléphone')).toHaveAttribute('inputmode', 'tel');
    expect(field('Code postal')).toHaveAttribute('autocomplete', 'postal-code');
    expect(field('Pays de résidence')).toHaveAttribute('autocomplete', 'country');
    expect(field('Pays de résidence')).toHaveValue('FR');
    expect(within(field('Pays de résidence') as HTMLSelectElement).getAllByRole('option').slice(0, 3).map((option) => option.textContent)).toEqual(['France', 'Belgique', 'Pays-Bas']);
    expect(screen.getByRole('button', { name: 'Continuer vers le paiement' })).toBeEnabled();
    // Back to this step, the browser must not tick the terms on its own: the form asks for them again
    // and would count a box it did not see ticked as unticked (e2e checkout-details proves it in Chromium).
    expect(screen.getByRole('checkbox', { name: "J'accepte les conditions générales de vente." })).toHaveAttribute('autocomplete', 'off');
  });

  it('on blur: an error linked to its field, or the success mark', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('Prénom'), 'Anne2');
    await user.tab();
    expect(await screen.findByTestId('traveller-error-firstName')).toHaveTextContent('Seul du texte est attendu');
    expect(field('Prénom')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Prénom')).toHaveAccessibleDescription('Seul du texte est attendu');
    // Tab reached the next field despite the re-render.
    expect(field('Nom')).toHaveFocus();
    await user.type(field('Nom'), 'Martin');
    await user.tab();
    await waitFor(() => expect(screen.getByTestId('traveller-field-lastName')).toHaveAttribute('data-state', 'valid'));
    await user.type(field('Adresse e-mail'), 'anne@example');
    await user.tab();
    expect(await screen.findByTestId('traveller-error-email')).toHaveTextContent("L'e-mail semble incorrect");
    await user.type(field('Téléphone'), '06 12');
    await user.tab();
    expect(await screen.findByTestId('traveller-error-phone')).toHaveTextContent('Le numéro de téléphone semble incorrect');
    // A field left empty is mandatory once visited.
    await user.click(field('Code postal'));
    await user.tab();
    expect(await screen.findByTestId('traveller-error-postalCode')).toHaveTextContent('Champ obligatoire');
  });

  it('offers the e-mail correction after blur, as a suggestion (no error); a click applies it and focuses the field', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('Adresse e-mail'), 'anne@gmial.com');
    await user.tab();
    const suggestion = await screen.findByRole('button', { name: 'Vouliez-vous dire @gmail.com ?' });
    expect(screen.queryByTestId('traveller-error-email')).toBeNull();
    await user.click(suggestion);
    expect(field('Adresse e-mail')).toHaveValue('anne@gmail.com');
    expect(field('Adresse e-mail')).toHaveFocus();
    expect(screen.queryByTestId('traveller-email-suggestion')).toBeNull();
  });

  it('refuses typing beyond the postal code’s 20 characters and says so, for a second', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('Code postal'), '1'.repeat(20));
    expect(screen.queryByTestId('traveller-error-postalCode')).toBeNull();
    await user.type(field('Code postal'), '2');
    expect(field('Code postal')).toHaveValue('1'.repeat(20));
    expect(await screen.findByTestId('traveller-error-postalCode')).toHaveTextContent('Le champ est limité à 20 caractères');
    await waitFor(() => expect(screen.queryByTestId('traveller-error-postalCode')).toBeNull(), { timeout: ERROR_CLEAR_MS + 1_000 });
  });

  it('on submit: every error at once, the focus on the first invalid field, nothing sent', async () => {
    const user = userEvent.setup();
    const bodies = travellerRoute([saved]);
    renderForm();
    await user.type(field('Nom'), 'Martin');
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(await screen.findByTestId('traveller-error-civility')).toHaveTextContent('Champ obligatoire');
    for (const name of ['firstName', 'email', 'phone', 'postalCode', 'termsAccepted']) expect(screen.getByTestId(`traveller-error-${name}`)).toHaveTextContent('Champ obligatoire');
    expect(screen.queryByTestId('traveller-error-lastName')).toBeNull();
    expect(screen.getByRole('radio', { name: 'M.' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'M.' }));
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    await waitFor(() => expect(field('Prénom')).toHaveFocus());
    expect(bodies).toEqual([]);
  });

  it('sends the tidied details once, however many clicks, and goes to the payment step', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const bodies = travellerRoute([async () => (await held, saved())]);
    const navigate = renderForm();
    await fillValid(user);
    await user.clear(field('Prénom'));
    await user.type(field('Prénom'), '  Anne   Sophie ');
    const submit = screen.getByRole('button', { name: 'Continuer vers le paiement' });
    await user.click(submit);
    await waitFor(() => expect(screen.getByTestId('traveller-submit')).toBeDisabled());
    expect(screen.getByTestId('traveller-submit')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('traveller-submit')).toHaveTextContent('Enregistrement de vos coordonnées…');
    await user.dblClick(screen.getByTestId('traveller-submit'));
    release();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/fr-fr/paiement?checkoutId=${checkoutId}`));
    expect(bodies).toEqual([
      {
        locale: 'fr_FR',
        checkoutId,
        termsAccepted: true,
        traveller: { civility: 'MRS', firstName: 'Anne Sophie', lastName: 'Martin', email: 'anne@example.fr', phone: '+33612345678', postalCode: '75011', country: 'FR' },
      },
    ]);
    // Still busy while the payment step loads: nothing is sent twice.
    expect(screen.getByTestId('traveller-submit')).toBeDisabled();
  });

  it('shows the route’s refusal of a field on that field, focused', async () => {
    const user = userEvent.setup();
    travellerRoute([() => HttpResponse.json({ error: { code: 'invalid-body', field: 'phone' } }, { status: 400 })]);
    const navigate = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(await screen.findByTestId('traveller-error-phone')).toHaveTextContent('Le numéro de téléphone semble incorrect');
    expect(field('Téléphone')).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continuer vers le paiement' })).toBeEnabled();
  });

  it('a failed call: a message, everything kept, and the button sends again', async () => {
    const user = userEvent.setup();
    const bodies = travellerRoute([() => HttpResponse.json({ error: { code: 'upstream' } }, { status: 502 }), saved]);
    const navigate = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Vos coordonnées n'ont pas pu être enregistrées");
    expect(field('Prénom')).toHaveValue('Anne');
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('an expired checkout: the message with the way back to the stay', async () => {
    const user = userEvent.setup();
    travellerRoute([() => HttpResponse.json({ error: { code: 'checkout-expired' } }, { status: 410 })]);
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    const alert = await screen.findByTestId('traveller-expired');
    expect(alert).toHaveTextContent('Cette réservation a expiré');
    expect(within(alert).getByRole('link', { name: 'Retour au séjour' })).toHaveAttribute('href', '/fr-fr/sejour/12#checkin=2026-12-08');
  });

  it('a checkout booked meanwhile goes to the payment step, which shows the confirmation', async () => {
    const user = userEvent.setup();
    travellerRoute([() => HttpResponse.json({ error: { code: 'already-booked', paymentPath: `/fr-fr/paiement?checkoutId=${checkoutId}` } }, { status: 409 })]);
    const navigate = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/fr-fr/paiement?checkoutId=${checkoutId}`));
  });

  it('takes what was done to the server’s form before it loaded: the values, the fields left checked, the focus', async () => {
    renderForm(emptyTravellerForm('FR'), {
      values: { civility: 'MRS', firstName: 'Anne', lastName: '', email: 'anne@', country: 'BE', termsAccepted: true, unknown: 'x' },
      focused: 'firstName',
      touched: ['email', 'phone'],
      submitted: false,
    });
    expect(field('Prénom')).toHaveValue('Anne');
    expect(field('Prénom')).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Mme' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: "J'accepte les conditions générales de vente." })).toBeChecked();
    expect(field('Pays de résidence')).toHaveValue('BE');
    // Left before the island came: checked as a blur checks them.
    expect(await screen.findByTestId('traveller-error-email')).toHaveTextContent("L'e-mail semble incorrect");
    expect(screen.getByTestId('traveller-error-phone')).toHaveTextContent('Champ obligatoire');
    // Not left: no error yet.
    expect(screen.queryByTestId('traveller-error-lastName')).toBeNull();
    // Kept as a draft, as anything typed.
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(draftKey(checkoutId)) ?? '{}')).toMatchObject({ firstName: 'Anne', country: 'BE' }));
  });

  it('sends a submit asked for before it loaded, with what was typed', async () => {
    const bodies = travellerRoute([saved]);
    const navigate = renderForm(emptyTravellerForm('FR'), {
      values: { civility: 'MR', firstName: 'Paul', lastName: 'Martin', email: 'paul@example.fr', phone: '0612345678', postalCode: '75011', termsAccepted: true },
      focused: null,
      touched: [],
      submitted: true,
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/fr-fr/paiement?checkoutId=${checkoutId}`));
    expect(bodies).toEqual([
      {
        locale: 'fr_FR',
        checkoutId,
        termsAccepted: true,
        traveller: { civility: 'MR', firstName: 'Paul', lastName: 'Martin', email: 'paul@example.fr', phone: '+33612345678', postalCode: '75011', country: 'FR' },
      },
    ]);
  });

  it('keeps what was typed per checkout: a new page finds it (a reload), the terms to tick again', async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await fillValid(user);
    await user.selectOptions(field('Pays de résidence'), 'BE');
    expect(JSON.parse(sessionStorage.getItem(draftKey(checkoutId))!)).toEqual({
      civility: 'MRS',
      firstName: 'Anne',
      lastName: 'Martin',
      email: 'anne@example.fr',
      phone: '06 12 34 56 78',
      postalCode: '75011',
      country: 'BE',
    });
    expect(first).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    renderForm();
    await waitFor(() => expect(field('Prénom')).toHaveValue('Anne'));
    expect(screen.getByRole('radio', { name: 'Mme' })).toBeChecked();
    expect(field('Téléphone')).toHaveValue('06 12 34 56 78');
    expect(field('Pays de résidence')).toHaveValue('BE');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('draws the details the API keeps into its markup: the server’s form shows them before its code loads', () => {
    const kept = { civility: 'MRS', firstName: 'Paul', lastName: 'Durand', email: 'paul@example.fr', phone: '+32470123456', postalCode: '1000', country: 'BE', termsAccepted: false } as const;
    const html = renderToString(
      <IntlProvider locale="fr-FR" messages={clientMessages('fr_FR', [travellerMessageGroup])} defaultLocale="en">
        <TravellerForm locale="fr_FR" checkoutId={checkoutId} initial={kept} countries={countries} startHref="/fr-fr/sejour/12" />
      </IntlProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const control = (name: string) => container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
    expect(control('firstName').value).toBe('Paul');
    expect(control('email').value).toBe('paul@example.fr');
    expect(control('phone').value).toBe('+32470123456');
    expect(control('postalCode').value).toBe('1000');
    // The site's first country is France: the kept one must be the one selected.
    expect(control('country').value).toBe('BE');
  });

  it('prefills the details the API keeps; a draft of this checkout wins (newer), another checkout’s does not', async () => {
    sessionStorage.setItem(draftKey('another-checkout-1'), JSON.stringify({ firstName: 'Zoé' }));
    const kept = { civility: 'MR', firstName: 'Paul', lastName: 'Durand', email: 'paul@example.fr', phone: '+33612345678', postalCode: '69001', country: 'FR', termsAccepted: false } as const;
    renderForm(kept);
    expect(field('Prénom')).toHaveValue('Paul');
    expect(field('Téléphone')).toHaveValue('+33612345678');
    document.body.innerHTML = '';
    sessionStorage.setItem(draftKey(checkoutId), JSON.stringify({ firstName: 'Pauline', civility: 'MRS', country: 'not-a-country-but-a-very-long-text'.repeat(40) }));
    renderForm(kept);
    await waitFor(() => expect(field('Prénom')).toHaveValue('Pauline'));
    expect(screen.getByRole('radio', { name: 'Mme' })).toBeChecked();
    // A value the draft cannot hold is left as it was.
    expect(field('Pays de résidence')).toHaveValue('FR');
    expect(field('Nom')).toHaveValue('Durand');
  });
});

// The limit timer test above waits on real time; keep act warnings from timers quiet.
afterEach(async () => {
  await act(async () => undefined);
});
