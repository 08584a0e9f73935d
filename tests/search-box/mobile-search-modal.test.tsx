import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MobileSearchModal } from '@/components/search-box/mobile-search-modal';
import { GET } from '../../app/api/autocomplete/route';
import { simulator } from '../setup/simulator';
import { renderIsland } from './render';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => {
  push.mockReset();
  window.localStorage.clear();
  simulator.use(http.get('*/api/autocomplete', ({ request }) => GET(request)));
});

describe('mobile search modal (part 2 §2 header)', () => {
  // Generous timeout: the dialog module and the autocomplete load on demand, slow on a busy machine.
  it('opens full screen titled per flow, searches, closes and gives focus back', { timeout: 15_000 }, async () => {
    const user = userEvent.setup();
    renderIsland(<MobileSearchModal locale="es_ES" flow="booking" />, 'es_ES');
    const trigger = screen.getByRole('button', { name: '¿Adónde quieres ir?' });
    await user.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Busco una escapada' });
    const input = within(dialog).getByRole('combobox', { name: 'Destino' });
    await waitFor(() => expect(input).toHaveFocus());

    await user.keyboard('sevilla');
    await waitFor(() => expect(within(dialog).getAllByRole('option')[0]).toHaveTextContent(/^Sevilla/), { timeout: 3000 });
    // Escape in the open list closes the list, not the modal.
    await user.keyboard('{Escape}');
    expect(within(dialog).queryByRole('option')).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir un adulto' }));
    await user.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    expect(push).toHaveBeenCalledWith('/es-es/ciudad/seville#a=3');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('is titled for gifts in the gifting flow, with the guests fixed', async () => {
    const user = userEvent.setup();
    renderIsland(<MobileSearchModal locale="fr_BE" flow="gifting" trigger="icon" />, 'fr_BE');
    await user.click(screen.getByRole('button', { name: 'Je cherche un cadeau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Je cherche un cadeau' });
    expect(within(dialog).getByRole('button', { name: 'Ajouter un adulte' })).toBeDisabled();
    expect(within(dialog).getByText('Un cadeau est prévu pour 2 adultes')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
