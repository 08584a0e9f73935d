import { screen } from '@testing-library/react';
import type { PaymentMethod } from '@/domain/model/gift';
import { Instalments } from '@/screens/product/booking/instalments';
import { bookingMessageGroup } from '@/screens/product/booking/message-group';
import { renderIsland } from '../search-box/render';

/** The payment lines under the total (part 1 §5, §9; part 2 §7, §9): our rules and Alma's answer together. */
describe('instalment lines', () => {
  const alma = (types: string[]): PaymentMethod[] =>
    types.map((type) => ({ type, eligible: true, paymentFee: 0, installments: type === 'later' ? [] : [{ date: '2026-12-01', amount: type === '3x' ? 10150 : 7610 }] }));
  const lines = () => screen.queryAllByRole('listitem').map((item) => (item.textContent ?? '').replace(/\s/g, ' '));

  it('3x, 4x and pay later (on the cancellation deadline) when arrival and amount allow and Alma agrees', () => {
    renderIsland(<Instalments locale="fr_FR" total={30000} checkin="2026-12-18" today="2026-11-24" cancellationDeadline="2026-12-11" methods={alma(['3x', '4x', 'later'])} />, 'fr_FR', [bookingMessageGroup]);
    expect(lines()).toEqual(['Ou payez en 3 fois 101,50 € avec Alma', 'Ou payez en 4 fois 76,10 € avec Alma', 'Réservez maintenant et payez le 11 décembre avec Alma']);
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
