import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { FoundBooking } from '@/domain/booking-lookup/booking';
import { lookupFormMessageGroup } from '@/screens/booking-lookup/message-group';
import { LookupForm } from '@/screens/booking-lookup/lookup-form';
import { bookingLookupHashStore } from '@/screens/booking-lookup/reference-hash';
import { renderIsland } from '../search-box/render';
import { simulator } from '../setup/simulator';

/**
 * The lookup form island against its BFF route (answers mocked here): the hash prefill, the field
 * rules on blur and on submit with their messages, success after blur, the e-mail domain correction,
 * the booking shown, and not-found / unavailable keeping what was typed.
 */
const BOOKING: FoundBooking = {
  reference: '12345678',
  status: 'awaiting-payment',
  locale: 'fr_FR',
  label: 'Escapade gourmande',
  hotel: { id: 7, label: 'Hôtel du Lac', city: 'Annecy' },
  checkin: '2026-12-18',
  checkout: '2026-12-20',
  nights: 2,
  guests: { adult: 2, child: 1, baby: 0 },
  totalPrice: 25990,
  currency: 'EUR',
  modifiable: false,
};

function render(answer: () => Response, hash = '') {
  window.history.replaceState(null, '', `/fr-fr/ma-reservation${hash}`);
  const bodies: unknown[] = [];
  simulator.use(
    http.post('*/api/booking-lookup', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  renderIsland(<LookupForm locale="fr_FR" />, 'fr_FR', [lookupFormMessageGroup]);
  const reference = screen.getByTestId('lookup-reference') as HTMLInputElement;
  const email = screen.getByTestId('lookup-email') as HTMLInputElement;
  const type = (field: HTMLInputElement, value: string) => {
    fireEvent.change(field, { target: { value } });
    fireEvent.blur(field);
  };
  const submit = () => fireEvent.click(screen.getByTestId('booking-lookup-submit'));
  return { bodies, reference, email, type, submit };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  bookingLookupHashStore.store.setState({ value: { reference: '' }, hydrated: false });
});

describe('the lookup form', () => {
  it('prefills the reference from hash r', async () => {
    const { reference } = render(() => HttpResponse.json({ outcome: 'not-found' }), '#r=87654321');
    await waitFor(() => expect(reference.value).toBe('87654321'));
  });

  it('checks each field on blur, with the spec messages, and shows success after blur when valid; a bad r leaves the reference empty', async () => {
    const { reference, email, type, bodies } = render(() => HttpResponse.json({ outcome: 'not-found' }), '#r=abc');
    expect(reference.value).toBe('');
    type(reference, '');
    expect(await screen.findByTestId('lookup-reference-error')).toHaveTextContent('Champ obligatoire');
    type(reference, '1234567');
    await waitFor(() => expect(screen.getByTestId('lookup-reference-error')).toHaveTextContent('Le numéro de réservation est composé de 8 chiffres'));
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(reference.getAttribute('aria-describedby')).toContain(screen.getByTestId('lookup-reference-error').id);
    expect(screen.queryByTestId('lookup-email-error')).toBeNull();
    type(email, 'anna@example');
    expect(await screen.findByTestId('lookup-email-error')).toHaveTextContent("L'adresse e-mail semble incorrecte");
    type(reference, '12345678');
    await waitFor(() => expect(screen.getByTestId('lookup-reference-field')).toHaveAttribute('data-state', 'success'));
    expect(screen.getByTestId('lookup-reference-valid')).toHaveTextContent('Valide');
    expect(reference).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByTestId('lookup-email-field')).toHaveAttribute('data-state', 'error');
    expect(bodies).toEqual([]);
  });

  it('checks every field on submit and never asks the BFF with an error', async () => {
    const { submit, bodies } = render(() => HttpResponse.json({ outcome: 'not-found' }));
    submit();
    expect(await screen.findByTestId('lookup-reference-error')).toHaveTextContent('Champ obligatoire');
    expect(screen.getByTestId('lookup-email-error')).toHaveTextContent('Champ obligatoire');
    expect(bodies).toEqual([]);
  });

  it('suggests a close known domain for the e-mail; a click applies it', async () => {
    const { email, type } = render(() => HttpResponse.json({ outcome: 'not-found' }));
    type(email, 'anna@gmial.com');
    const suggestion = await screen.findByTestId('lookup-email-suggestion');
    expect(suggestion).toHaveTextContent('Vouliez-vous dire @gmail.com ?');
    fireEvent.click(suggestion);
    await waitFor(() => expect(email.value).toBe('anna@gmail.com'));
    expect(screen.queryByTestId('lookup-email-suggestion')).toBeNull();
  });

  it('shows the booking found: stay, hotel, dates in words, guests, status and total', async () => {
    const { reference, email, type, submit, bodies } = render(() => HttpResponse.json({ outcome: 'found', booking: BOOKING }));
    type(reference, ' 12345678 ');
    type(email, 'anna@example.com');
    submit();
    const found = await screen.findByTestId('found-booking');
    expect(bodies).toEqual([{ locale: 'fr_FR', reference: '12345678', email: 'anna@example.com' }]);
    expect(found).toHaveAttribute('data-status', 'awaiting-payment');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Réservation 12345678');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveFocus());
    expect(screen.getByTestId('found-booking-status')).toHaveTextContent('En attente de paiement');
    expect(screen.getByTestId('found-booking-offer')).toHaveTextContent('Escapade gourmande');
    expect(screen.getByTestId('found-booking-hotel')).toHaveTextContent('Hôtel du Lac, Annecy');
    expect(screen.getByTestId('found-booking-checkin')).toHaveTextContent('vendredi 18 décembre 2026');
    expect(screen.getByTestId('found-booking-checkout')).toHaveTextContent('dimanche 20 décembre 2026');
    expect(screen.getByTestId('found-booking-nights')).toHaveTextContent('2 nuits');
    expect(screen.getByTestId('found-booking-guests')).toHaveTextContent('2 adultes et 1 enfant');
    expect(screen.getByTestId('found-booking-total').textContent?.replace(/\s/g, ' ')).toBe('259,90 €');
  });

  it.each([
    ['not-found', () => HttpResponse.json({ outcome: 'not-found' }), "Nous n'avons trouvé aucune réservation avec ce numéro de réservation et cette adresse e-mail."],
    ['unavailable', () => HttpResponse.json({ error: { code: 'upstream' } }, { status: 502 }), 'Nous ne pouvons pas rechercher votre réservation pour le moment.'],
  ])('says %s in words and keeps both fields', async (kind, answer, text) => {
    const { reference, email, type, submit } = render(answer);
    type(reference, '12345678');
    type(email, 'anna@example.com');
    await act(async () => submit());
    const error = await screen.findByTestId('booking-lookup-error');
    expect(error).toHaveAttribute('data-error', kind);
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveTextContent(text);
    expect(reference.value).toBe('12345678');
    expect(email.value).toBe('anna@example.com');
    expect(screen.queryByTestId('found-booking')).toBeNull();
  });
});
