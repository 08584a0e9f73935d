import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import userEvent from '@testing-library/user-event';
import { giftPersonalisationKey, readPersonalisation } from '@/domain/gift/personalisation-storage';
import { GiftCardForm } from '@/screens/gift-card/gift-card-form';
import { giftCardMessageGroup } from '@/screens/gift-card/message-group';
import { languageTag } from '@/domain/model/locale';
import { clientMessages } from '@/i18n/client-messages';
import { renderIsland } from '../search-box/render';

/** The gift card form: amounts, the free amount's bounds, the dialog and the hand-off. */
const euro = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();

beforeEach(() => window.localStorage.clear());

describe('gift card form', () => {
  it('keeps its amounts disabled in the server HTML, then lets them be chosen once hydrated', () => {
    // An amount ticked before hydration would disagree with the total and with what Personalise hands on.
    const html = renderToString(
      <IntlProvider locale={languageTag('fr_FR')} messages={clientMessages('fr_FR', [giftCardMessageGroup])} defaultLocale="en">
        <GiftCardForm giftBookingPath="/fr-fr/commande-cadeau" navigate={vi.fn()} />
      </IntlProvider>,
    );
    expect(html).toMatch(/<fieldset[^>]*disabled=""[^>]*data-testid="gift-card-amounts"/);
    renderIsland(<GiftCardForm giftBookingPath="/fr-fr/commande-cadeau" navigate={vi.fn()} />, 'fr_FR', [giftCardMessageGroup]);
    expect(screen.getByTestId('gift-card-amounts')).toBeEnabled();
    expect(screen.getByRole('radio', { name: /200\s€/ })).toBeEnabled();
  });

  it('preselects 100 €; a preset changes the total', async () => {
    const user = userEvent.setup();
    renderIsland(<GiftCardForm giftBookingPath="/fr-fr/commande-cadeau" navigate={vi.fn()} />, 'fr_FR', [giftCardMessageGroup]);
    expect(screen.getByRole('radio', { name: /100\s€/ })).toBeChecked();
    expect(euro(screen.getByTestId('gift-card-total').textContent)).toBe('100 €');
    await user.click(screen.getByRole('radio', { name: /200\s€/ }));
    expect(euro(screen.getByTestId('gift-card-total').textContent)).toBe('200 €');
  });

  it('a free amount out of bounds says why, keeps what was typed, and opens nothing until fixed', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderIsland(<GiftCardForm giftBookingPath="/fr-fr/commande-cadeau" navigate={navigate} />, 'fr_FR', [giftCardMessageGroup]);
    const other = screen.getByLabelText('Montant en euros');
    await user.type(other, '1500');
    expect(screen.getByRole('radio', { name: 'Un autre montant' })).toBeChecked();
    await user.tab();
    expect(euro(screen.getByTestId('gift-card-error').textContent)).toBe('Le montant maximum est de 1 000 €.');
    expect(other).toHaveAttribute('aria-invalid', 'true');
    expect(other).toHaveValue('1500');
    expect(screen.getByTestId('gift-card-total')).toHaveTextContent('–');
    await user.click(screen.getByTestId('gift-card-personalise'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(other).toHaveFocus();

    await user.clear(other);
    await user.type(other, '12,5');
    await user.tab();
    expect(screen.getByTestId('gift-card-error')).toHaveTextContent('Saisissez un nombre entier d’euros, par exemple 120.');
    await user.clear(other);
    await user.type(other, '120');
    await user.tab();
    expect(screen.getByTestId('gift-card-error')).toBeEmptyDOMElement();
    expect(euro(screen.getByTestId('gift-card-total').textContent)).toBe('120 €');

    await user.click(screen.getByTestId('gift-card-personalise'));
    const dialog = await screen.findByRole('dialog', { name: 'Offrir une carte cadeau' });
    expect(within(dialog).queryByRole('radio')).toBeNull(); // digital only
    expect(euro(within(dialog).getByTestId('gift-card-total').textContent)).toBe('120 €');
    await user.type(within(dialog).getByLabelText(/De la part de/), 'Inès');
    await user.type(within(dialog).getByLabelText(/Votre message/), 'Bonne escapade');
    await user.click(within(dialog).getByRole('button', { name: 'Offrir' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/fr-fr/commande-cadeau?type=giftcard&amount=12000'));
    expect(readPersonalisation(window.localStorage, giftPersonalisationKey('giftcard', 'order'))).toEqual({ fromName: 'Inès', message: 'Bonne escapade' });
  });

  it('going back to a preset keeps the typed amount for later', async () => {
    const user = userEvent.setup();
    renderIsland(<GiftCardForm giftBookingPath="/es-es/pedido-regalo" navigate={vi.fn()} />, 'es_ES', [giftCardMessageGroup]);
    await user.type(screen.getByLabelText('Importe en euros'), '5');
    await user.click(screen.getByRole('radio', { name: /^50\s€/ }));
    expect(screen.getByLabelText('Importe en euros')).toHaveValue('5');
    expect(euro(screen.getByTestId('gift-card-total').textContent)).toBe('50 €');
  });
});

describe("the gift card form's weight", () => {
  it('reaches no route table: the summary path comes from the server (the form is on the first load)', async () => {
    const { readFileSync } = await import('node:fs');
    for (const file of ['src/screens/gift-card/gift-card-form.tsx', 'src/screens/gift-booking/gift-card-link.ts']) {
      expect(readFileSync(file, 'utf8')).not.toMatch(/from '@\/routing(\/[a-z-]+)?'/);
    }
  });
});
