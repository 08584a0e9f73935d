import { fireEvent, screen } from '@testing-library/react';
import type { QuoteOutcome } from '@/domain/model/quote';
import { bookingMessageGroup } from '@/screens/product/booking/message-group';
import { SuggestedStay } from '@/screens/product/booking/suggested-stay';
import { renderIsland } from '../search-box/render';

/** The quote's suggested stay under a refused quote (issue 22 #4): one button applies its dates. */
const refused = (suggestedStay?: Extract<QuoteOutcome, { status: 'priceError' }>['suggestedStay']): QuoteOutcome => ({
  status: 'priceError',
  code: 'MIN_LOS_NOT_REACHED',
  message: 'Minimum stay not reached',
  dateProblem: false,
  ...(suggestedStay ? { suggestedStay } : {}),
});

describe('suggested stay', () => {
  it('offers the suggested dates and applies them in one click', () => {
    const onApply = vi.fn();
    renderIsland(<SuggestedStay outcome={refused({ checkin: '2026-12-11', checkout: '2026-12-13', nights: 2, adult: 2, child: 0, baby: 0 })} onApply={onApply} />, 'fr_FR', [bookingMessageGroup]);
    expect(screen.getByTestId('booking-suggested-stay')).toHaveTextContent('Ce séjour est réservable du ven. 11 décembre au dim. 13 décembre (2 nuits).');
    fireEvent.click(screen.getByRole('button', { name: 'Choisir ces dates' }));
    expect(onApply).toHaveBeenCalledWith({ checkin: '2026-12-11', checkout: '2026-12-13' });
  });

  it('derives the checkout from the nights when the suggestion has none', () => {
    const onApply = vi.fn();
    renderIsland(<SuggestedStay outcome={refused({ checkin: '2026-12-11', checkout: null, nights: 3, adult: 2, child: 0, baby: 0 })} onApply={onApply} />, 'es_ES', [bookingMessageGroup]);
    fireEvent.click(screen.getByRole('button', { name: 'Elegir estas fechas' }));
    expect(onApply).toHaveBeenCalledWith({ checkin: '2026-12-11', checkout: '2026-12-14' });
  });

  it('shows nothing without a suggestion', () => {
    const { container } = renderIsland(<SuggestedStay outcome={refused()} onApply={() => {}} />, 'fr_FR', [bookingMessageGroup]);
    expect(container).toBeEmptyDOMElement();
  });
});
