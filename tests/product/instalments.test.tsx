import { screen, within } from '@testing-library/react';
import type { PaymentMethod } from '@/domain/model/gift';
import { Instalments } from '@/screens/product/booking/instalments';
import { bookingMessageGroup } from '@/screens/product/booking/message-group';
import { renderIsland } from '../search-box/render';

/** The payment lines under the total (part 1 §5, §9; part 2 §7, §9): our rules and Alma's answer together. */
describe('instalment lines', () => {
  const alma = (types: string[]): PaymentMethod[] =>
    types.map((type) => ({ type, eligible: true, paymentFee: 0, installments: type === 'later' ? [] : [{ date: '2026-12-01', amount: type === '3x' ? 10150 : 7610 }] }));
  const text = (node: Node | null) => (node?.textContent ?? '').replace(/\s/g, ' ');
  // The option lines only (a schedule is a list inside its line).
  const lines = () => [...(screen.queryByTestId('booking-instalments')?.children ?? [])].map((item) => text(item.firstChild));

  it('3x, 4x and pay later (on the cancellation deadline) when arrival and amount allow and Alma agrees', () => {
    renderIsland(<Instalments locale="fr_FR" total={30000} checkin="2026-12-18" today="2026-11-24" cancellationDeadline="2026-12-11" methods={alma(['3x', '4x', 'later'])} />, 'fr_FR', [bookingMessageGroup]);
    expect(lines()).toEqual(['Ou payez en 3 fois avec Alma :', 'Ou payez en 4 fois avec Alma :', 'Réservez maintenant et payez le 11 décembre avec Alma']);
  });

  it('447 € in 3x reads as Alma schedules it: 155,71 € today with its fee, then 149 € on each monthly date, and the total', () => {
    const threeTimes: PaymentMethod = {
      type: '3x',
      eligible: true,
      paymentFee: 671,
      installments: [
        { date: '2026-11-24', amount: 15571 },
        { date: '2026-12-24', amount: 14900 },
        { date: '2027-01-24', amount: 14900 },
      ],
    };
    renderIsland(<Instalments locale="fr_FR" total={44700} checkin="2026-12-18" today="2026-11-24" cancellationDeadline={null} methods={[threeTimes]} />, 'fr_FR', [bookingMessageGroup]);
    const item = screen.getByTestId('booking-instalment-3x');
    expect(text(item.firstChild)).toBe('Ou payez en 3 fois avec Alma :');
    expect(within(item).getAllByTestId('instalment-payment').map(text)).toEqual([
      'Aujourd’hui : 155,71 € (dont 6,71 € de frais)',
      'Le 24 décembre : 149 €',
      'Le 24 janvier : 149 €',
    ]);
    expect(text(within(item).getByTestId('instalment-total'))).toBe('Total : 453,71 €, dont 6,71 € de frais');
    // Never one amount that reads as three equal payments.
    expect(text(item)).not.toMatch(/3 fois 155,71/);
  });

  it('the same schedule in Spanish and Dutch', () => {
    const fourTimes: PaymentMethod = {
      type: '4x',
      eligible: true,
      paymentFee: 1000,
      installments: [
        { date: '2026-11-24', amount: 13500 },
        { date: '2026-12-24', amount: 12500 },
        { date: '2027-01-24', amount: 12500 },
        { date: '2027-02-24', amount: 12500 },
      ],
    };
    const { unmount } = renderIsland(<Instalments locale="es_ES" total={50000} checkin="2026-12-18" today="2026-11-24" cancellationDeadline={null} methods={[fourTimes]} />, 'es_ES', [bookingMessageGroup]);
    expect(screen.getAllByTestId('instalment-payment').map(text)).toEqual(['Hoy: 135 € (incluidos 10 € de comisión)', '24 de diciembre: 125 €', '24 de enero: 125 €', '24 de febrero: 125 €']);
    unmount();
    renderIsland(<Instalments locale="nl_NL" total={50000} checkin="2026-12-18" today="2026-11-24" cancellationDeadline={null} methods={[fourTimes]} />, 'nl_NL', [bookingMessageGroup]);
    expect(text(screen.getByTestId('instalment-total'))).toBe('Totaal: € 510, inclusief € 10 kosten');
  });

  it('pay later without a deadline falls 2 days before check-in; under 200 € no 3x, under 250 € no 4x', () => {
    renderIsland(<Instalments locale="fr_FR" total={19900} checkin="2026-12-18" today="2026-11-24" cancellationDeadline={null} methods={alma(['3x', '4x', 'later'])} />, 'fr_FR', [bookingMessageGroup]);
    expect(lines()).toEqual(['Réservez maintenant et payez le 16 décembre avec Alma']);
  });

  it('nothing Alma did not agree to; arrival in 6 days: pay later only', () => {
    renderIsland(<Instalments locale="fr_FR" total={30000} checkin="2026-11-30" today="2026-11-24" cancellationDeadline={null} methods={alma(['3x', 'later'])} />, 'fr_FR', [bookingMessageGroup]);
    expect(lines()).toEqual(['Réservez maintenant et payez le 28 novembre avec Alma']);
  });

  it('PayPal pay later on the Spanish and Italian sites (30 to 2,000 €), even when Alma failed', () => {
    renderIsland(<Instalments locale="es_ES" total={30000} checkin="2026-12-18" today="2026-11-24" cancellationDeadline={null} methods={null} />, 'es_ES', [bookingMessageGroup]);
    expect(lines()).toEqual(['Paga más tarde con PayPal']);
  });

  it('an Alma error in France shows nothing at all', () => {
    renderIsland(<Instalments locale="fr_FR" total={30000} checkin="2026-12-18" today="2026-11-24" cancellationDeadline={null} methods={null} />, 'fr_FR', [bookingMessageGroup]);
    expect(screen.queryByTestId('booking-instalments')).not.toBeInTheDocument();
  });
});
