import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ContactMessage from '@/screens/contact/contact-message';
import { contactMessageGroup } from '@/screens/contact/message-group';
import { renderIsland } from '../search-box/render';
import { simulator } from '../setup/simulator';

/** The provider's script cannot run in jsdom: the hook answers a token (its own tests: tests/providers). */
const execute = vi.fn(async () => 'token-from-provider');
vi.mock('@/components/recaptcha/use-invisible-recaptcha', () => ({ useInvisibleRecaptcha: () => ({ execute }) }));

/**
 * The contact message island against its BFF route (answers mocked here): a reason first, errors
 * on blur and on submit, the email correction, the care failure alert, and a failure that keeps
 * what was typed and the submission id for Send again.
 */
function contactRoute(answers: Array<() => Response>) {
  const bodies: Array<Record<string, unknown>> = [];
  simulator.use(
    http.post('*/api/contact', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return (answers[bodies.length - 1] ?? answers[answers.length - 1]!)();
    }),
  );
  return bodies;
}

function open(props: { care: boolean }) {
  const navigate = vi.fn();
  renderIsland(<ContactMessage locale="fr_FR" care={props.care} recaptcha={null} navigate={navigate} />, 'fr_FR', [contactMessageGroup]);
  return navigate;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Motif de votre message'), 'emailconf');
  await user.type(screen.getByLabelText('Numéro de réservation'), '12345678');
  await user.type(screen.getByLabelText('Nom'), 'Camille Martin');
  await user.type(screen.getByLabelText('E-mail'), 'camille@example.fr');
  await user.type(screen.getByLabelText('Téléphone'), '06 12 34 56 78');
  await user.type(screen.getByLabelText('Votre message'), 'Pas de confirmation reçue');
}

describe('the contact message island', () => {
  it('shows the reason first, then the fields; errors on blur and on submit; success after a valid blur', async () => {
    const user = userEvent.setup();
    const bodies = contactRoute([() => HttpResponse.json({ caseId: '1', thankYouPath: '/fr-fr/contact?ref=contact_thank_you' })]);
    open({ care: true });
    await user.click(screen.getByRole('button', { name: 'Laissez-nous un message' }));
    // The form is fetched on the button's first use.
    await screen.findByRole('dialog');
    expect(screen.queryByLabelText('Nom')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByTestId('contact-error-reason')).toHaveTextContent('Champ obligatoire');

    await user.selectOptions(screen.getByLabelText('Motif de votre message'), 'complaint');
    // Choosing a reason answers its error at once.
    expect(screen.queryByTestId('contact-error-reason')).toBeNull();
    await user.type(screen.getByLabelText('Numéro de réservation'), '123');
    await user.tab();
    expect(await screen.findByTestId('contact-error-bookingNumber')).toHaveTextContent('Le numéro de réservation est composé de 8 chiffres');
    // Tab reached the next field despite the re-render.
    expect(screen.getByLabelText('Nom')).toHaveFocus();
    await user.type(screen.getByLabelText('Nom'), 'Camille');
    await user.tab();
    await waitFor(() => expect(screen.getByTestId('contact-field-name')).toHaveAttribute('data-state', 'valid'));
    expect(screen.getByLabelText('E-mail')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByTestId('contact-error-email')).toHaveTextContent('Champ obligatoire');
    expect(screen.getByTestId('contact-error-phone')).toHaveTextContent('Champ obligatoire');
    expect(screen.getByTestId('contact-error-description')).toHaveTextContent('Champ obligatoire');
    expect(bodies).toEqual([]);
  });

  it('offers the email correction after blur; a click applies it and focuses the field', async () => {
    const user = userEvent.setup();
    open({ care: true });
    await user.click(screen.getByRole('button', { name: 'Laissez-nous un message' }));
    // The form is fetched on the button's first use.
    await screen.findByRole('dialog');
    await user.selectOptions(screen.getByLabelText('Motif de votre message'), 'other');
    await user.type(screen.getByLabelText('E-mail'), 'camille@hotmial.fr');
    await user.tab();
    await user.click(await screen.findByRole('button', { name: 'Vouliez-vous dire @hotmail.fr ?' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('camille@hotmail.fr');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Vouliez-vous dire/ })).toBeNull();
  });

  it('care mode: a failure shows the care alert and keeps the form; Send again posts the same submission id, then leaves for the thank-you page', async () => {
    const user = userEvent.setup();
    const bodies = contactRoute([
      () => HttpResponse.json({ error: { code: 'upstream' } }, { status: 502 }),
      () => HttpResponse.json({ caseId: '500000000000001', thankYouPath: '/fr-fr/contact?ref=contact_thank_you' }),
    ]);
    const navigate = open({ care: true });
    await user.click(screen.getByRole('button', { name: 'Laissez-nous un message' }));
    // The form is fetched on the button's first use.
    await screen.findByRole('dialog');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Oups ! Une erreur s'est produite. Veuillez cliquer à nouveau sur « Envoyer ». Si le problème persiste, consultez nos FAQ en haut de la page.",
    );
    expect(screen.getByLabelText('Votre message')).toHaveValue('Pas de confirmation reçue');
    expect(navigate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/fr-fr/contact?ref=contact_thank_you'));
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual({
      reason: 'emailconf',
      bookingNumber: '12345678',
      name: 'Camille Martin',
      email: 'camille@example.fr',
      phone: '06 12 34 56 78',
      description: 'Pas de confirmation reçue',
      locale: 'fr_FR',
      submissionId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      recaptchaToken: null,
    });
    expect(bodies[1]!.submissionId).toBe(bodies[0]!.submissionId);
  });

  it('outside care mode: without a recaptcha token nothing is posted and the visitor is told', async () => {
    const user = userEvent.setup();
    const bodies = contactRoute([() => HttpResponse.json({ caseId: '1', thankYouPath: '/x' })]);
    const navigate = open({ care: false });
    await user.click(screen.getByRole('button', { name: 'Laissez-nous un message' }));
    // The form is fetched on the button's first use.
    await screen.findByRole('dialog');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Nous n'avons pas pu vérifier que ce message vient d'une personne.");
    expect(bodies).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nom')).toHaveValue('Camille Martin');
  });

  it.each([
    ['a refused token (403)', () => HttpResponse.json({ error: { code: 'recaptcha-refused', reason: 'rejected' } }, { status: 403 }), "Nous n'avons pas pu vérifier"],
    ['a CRM failure (502)', () => HttpResponse.json({ error: { code: 'upstream' } }, { status: 502 }), "Votre message n'a pas pu être envoyé."],
  ])('outside care mode: %s is an error the visitor sees, never a thank-you, with the form kept', async (_case, answer, text) => {
    const user = userEvent.setup();
    const bodies = contactRoute([answer]);
    const navigate = vi.fn();
    renderIsland(<ContactMessage locale="fr_FR" care={false} recaptcha={{ siteKey: 'key', scriptUrl: 'http://provider.test/api.js' }} navigate={navigate} />, 'fr_FR', [contactMessageGroup]);
    await user.click(screen.getByRole('button', { name: 'Laissez-nous un message' }));
    // The form is fetched on the button's first use.
    await screen.findByRole('dialog');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(execute).toHaveBeenCalledWith('contact');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ recaptchaToken: 'token-from-provider', email: 'camille@example.fr' });
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail')).toHaveValue('camille@example.fr');
  });
});
