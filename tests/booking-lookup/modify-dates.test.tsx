import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BookingModificationAnswer, BookingModificationQuoteAnswer } from '@/bff/contracts/booking-modification';
import type { FoundBooking } from '@/domain/booking-lookup/booking';
import { LookupForm } from '@/screens/booking-lookup/lookup-form';
import { lookupFormMessageGroup } from '@/screens/booking-lookup/message-group';
import { bookingLookupHashStore } from '@/screens/booking-lookup/reference-hash';
import { renderIsland } from '../search-box/render';
import { simulator } from '../setup/simulator';

/**
 * A found booking's change of dates in the lookup (answers of the BFF routes mocked here): offered
 * only for a modifiable booking; the new price and the amount due shown before anything changes; a
 * field edited after a price clears it; nothing due → the card shows the new dates and says the
 * booking is modified; something due → the browser goes to the payment step; a refusal is said in
 * the page's words.
 */
const BOOKING: FoundBooking = {
  reference: '71234567',
  status: 'confirmed',
  locale: 'fr_FR',
  label: 'Escapade gourmande',
  hotel: { id: 7, label: 'Hôtel du Lac', city: 'Annecy' },
  checkin: '2027-01-08',
  checkout: '2027-01-10',
  nights: 2,
  guests: { adult: 2, child: 0, baby: 0 },
  totalPrice: 30_000,
  currency: 'EUR',
  modifiable: true,
};

interface Answers {
  lookup?: FoundBooking;
  quote?: BookingModificationQuoteAnswer;
  modify?: BookingModificationAnswer;
}

async function foundBooking(answers: Answers) {
  const bodies: { quote: unknown[]; modify: unknown[] } = { quote: [], modify: [] };
  simulator.use(
    http.post('*/api/booking-lookup', () => HttpResponse.json({ outcome: 'found', booking: answers.lookup ?? BOOKING })),
    http.post('*/api/booking/modification/quote', async ({ request }) => {
      bodies.quote.push(await request.json());
      return answers.quote ? HttpResponse.json(answers.quote) : HttpResponse.json({ error: { code: 'upstream' } }, { status: 502 });
    }),
    http.post('*/api/booking/modification', async ({ request }) => {
      bodies.modify.push(await request.json());
      return HttpResponse.json(answers.modify);
    }),
  );
  window.history.replaceState(null, '', '/fr-fr/ma-reservation');
  renderIsland(<LookupForm locale="fr_FR" />, 'fr_FR', [lookupFormMessageGroup]);
  fireEvent.change(screen.getByTestId('lookup-reference'), { target: { value: '71234567' } });
  fireEvent.change(screen.getByTestId('lookup-email'), { target: { value: 'anne@example.com' } });
  fireEvent.click(screen.getByTestId('booking-lookup-submit'));
  await screen.findByTestId('found-booking');
  return bodies;
}

const QUOTE = (amountDue: number): BookingModificationQuoteAnswer => ({
  outcome: 'quoted',
  quote: { checkin: '2027-01-08', checkout: '2027-01-09', nights: 1, newTotal: 14_000, currentTotal: 30_000, amountDue },
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  bookingLookupHashStore.store.setState({ value: { reference: '' }, hydrated: false });
});

describe('changing the dates of a found booking', () => {
  it('is not offered for a booking the API says cannot be modified', async () => {
    await foundBooking({ lookup: { ...BOOKING, modifiable: false } });
    expect(screen.queryByTestId('modify-dates-open')).toBeNull();
  });

  it('prices the new dates, and with nothing due modifies the booking at once: the card shows the new dates and says so', async () => {
    const bodies = await foundBooking({
      quote: QUOTE(0),
      modify: { outcome: 'modified', booking: { ...BOOKING, checkout: '2027-01-09', nights: 1, totalPrice: 14_000 } },
    });
    fireEvent.click(screen.getByTestId('modify-dates-open'));
    expect(await screen.findByRole('heading', { name: 'Changer les dates de votre séjour' })).toHaveFocus();
    expect(screen.getByLabelText('Nouvelle date d’arrivée')).toHaveValue('2027-01-08');
    fireEvent.click(screen.getByRole('button', { name: 'Une nuit de moins' }));
    expect(screen.getByLabelText('Nombre de nuits')).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Une nuit de moins' })).toBeDisabled();
    fireEvent.click(screen.getByTestId('modify-quote'));
    const result = await screen.findByTestId('modify-quote-result');
    expect(result).toHaveTextContent('Du vendredi 8 janvier 2027 au samedi 9 janvier 2027 (1 nuit)');
    expect(screen.getByTestId('modify-new-total')).toHaveTextContent('140 €');
    expect(screen.getByTestId('modify-amount-due')).toHaveTextContent('Rien à payer pour ce changement.');
    expect(bodies.quote).toEqual([{ locale: 'fr_FR', reference: '71234567', email: 'anne@example.com', checkin: '2027-01-08', nights: 1 }]);
    expect(bodies.modify).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Confirmer les nouvelles dates' }));
    expect(await screen.findByTestId('modify-done')).toHaveTextContent('Votre réservation est modifiée.');
    expect(screen.getByTestId('found-booking-nights')).toHaveTextContent('1 nuit');
    expect(screen.getByTestId('found-booking-total')).toHaveTextContent('140 €');
    expect(screen.queryByTestId('modify-dates')).toBeNull();
    expect(bodies.modify).toEqual([{ locale: 'fr_FR', reference: '71234567', email: 'anne@example.com', checkin: '2027-01-08', nights: 1 }]);
  });

  it('with something due confirms into the payment step; editing a field after a price clears it', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    await foundBooking({ quote: QUOTE(2_500), modify: { outcome: 'payment', paymentPath: '/fr-fr/paiement?checkoutId=abc' } });
    fireEvent.click(screen.getByTestId('modify-dates-open'));
    fireEvent.click(await screen.findByTestId('modify-quote'));
    expect(await screen.findByTestId('modify-amount-due')).toHaveTextContent('25 €');
    fireEvent.change(screen.getByLabelText('Nouvelle date d’arrivée'), { target: { value: '2027-01-15' } });
    expect(screen.queryByTestId('modify-quote-result')).toBeNull();
    fireEvent.click(screen.getByTestId('modify-quote'));
    fireEvent.click(await screen.findByRole('button', { name: /^Confirmer et payer 25\s€$/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/fr-fr/paiement?checkoutId=abc'));
    vi.restoreAllMocks();
  });

  it('says why a change is refused, in the page’s words', async () => {
    await foundBooking({ quote: { outcome: 'refused', reason: 'dates-unavailable' } });
    fireEvent.click(screen.getByTestId('modify-dates-open'));
    fireEvent.click(await screen.findByTestId('modify-quote'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Votre séjour n’est pas réservable à ces dates.');
    expect(screen.queryByTestId('modify-confirm')).toBeNull();
  });

  it('says the change could not be made when the BFF fails (nothing to confirm)', async () => {
    await foundBooking({});
    fireEvent.click(screen.getByTestId('modify-dates-open'));
    fireEvent.click(await screen.findByTestId('modify-quote'));
    expect(await screen.findByTestId('modify-error')).toHaveAttribute('data-error', 'unavailable');
    expect(screen.queryByTestId('modify-confirm')).toBeNull();
  });
});
