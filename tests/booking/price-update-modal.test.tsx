import { render, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import userEvent from '@testing-library/user-event';
import { priceUpdateMessageGroup } from '@/components/booking';
import { PriceUpdateModal, type PriceUpdateModalProps } from '@/components/booking/price-update-modal';
import { clientMessages } from '@/i18n/client-messages';
import type { DataLayerEntry } from '@/tracking/data-layer';
import { priceChangeDirection, priceChangeEvent } from '@/tracking/price-change-event';
import { renderIsland } from '../search-box/render';

/** The price-update modal (part 1 §4, §8) in the site's language, with the data layer it pushes to. */
const dataLayer = () => ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter((entry) => entry.event === 'price_change');

const props = (overrides: Partial<PriceUpdateModalProps> = {}): PriceUpdateModalProps => ({
  open: true,
  direction: 'lower',
  oldTotal: 25_000,
  newTotal: 23_450,
  origin: 'product',
  onContinue: vi.fn(),
  onBack: vi.fn(),
  ...overrides,
});

const renderModal = (overrides: Partial<PriceUpdateModalProps> = {}, locale: 'fr_FR' | 'es_ES' = 'fr_FR') => {
  const all = props(overrides);
  const view = renderIsland(<PriceUpdateModal {...all} />, locale, [priceUpdateMessageGroup]);
  return { ...view, props: all };
};

beforeEach(() => {
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
});

describe('price-update modal', () => {
  it('opens with the focus on the decision: Continue from the product page, Back from the checkout', async () => {
    const product = renderModal();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Continuer' })).toHaveFocus());
    product.unmount();
    renderModal({ origin: 'checkout', onContinue: undefined });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Retour' })).toHaveFocus());
  });

  it('lower, from the product page: the celebratory message, both totals, Continue and Back', async () => {
    const { props: given } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Mise à jour du prix' });
    expect(dialog).toHaveTextContent('Le prix a été mis à jour pendant votre réservation et il est maintenant plus bas !');
    expect(screen.getByTestId('price-update-old')).toHaveTextContent(/^250\s€$/);
    expect(screen.getByTestId('price-update-new')).toHaveTextContent(/^234,50\s€$/);
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(given.onContinue).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(given.onBack).toHaveBeenCalledTimes(1);
  });

  it('higher, from the product page: the warning with Continue and Back', () => {
    renderModal({ direction: 'higher', oldTotal: 20_000, newTotal: 21_000 }, 'es_ES');
    const dialog = screen.getByRole('dialog', { name: 'Actualización del precio' });
    expect(dialog).toHaveTextContent('El precio se ha actualizado durante tu reserva y ahora es más alto.');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
  });

  it.each(['lower', 'higher'] as const)('%s, from the checkout: only Back (with the way to book at the new price)', async (direction) => {
    const { props: given } = renderModal({ origin: 'checkout', direction });
    expect(screen.queryByRole('button', { name: 'Continuer' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('revenez au séjour et réservez-le à nouveau');
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(given.onBack).toHaveBeenCalledTimes(1);
  });

  it('closing it (Escape, the close button) is Back', async () => {
    const { props: given } = renderModal({ origin: 'checkout' });
    await userEvent.keyboard('{Escape}');
    expect(given.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(given.onBack).toHaveBeenCalledTimes(2);
  });

  it('sends price_change once per opening: not again on a re-render, again when it reopens', () => {
    const all = props({ direction: 'higher', oldTotal: 20_000, newTotal: 21_050, item: { id: 42, name: 'Spa weekend' } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      // Strict Mode runs the effects twice on mount, as the dev server does: still one event.
      <StrictMode>
        <IntlProvider locale="fr-FR" messages={clientMessages('fr_FR', [priceUpdateMessageGroup])} defaultLocale="en">
          {children}
        </IntlProvider>
      </StrictMode>
    );
    const { rerender } = render(<PriceUpdateModal {...all} />, { wrapper });
    expect(dataLayer()).toEqual([priceChangeEvent({ origin: 'product', direction: 'higher', oldTotal: 20_000, newTotal: 21_050, item: { id: 42, name: 'Spa weekend' } })]);
    rerender(<PriceUpdateModal {...all} onBack={vi.fn()} newTotal={21_100} />);
    expect(dataLayer()).toHaveLength(1);
    rerender(<PriceUpdateModal {...all} open={false} />);
    expect(dataLayer()).toHaveLength(1);
    rerender(<PriceUpdateModal {...all} open />);
    expect(dataLayer()).toHaveLength(2);
  });

  it('sends nothing while closed', () => {
    renderModal({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dataLayer()).toEqual([]);
  });
});

describe('price_change event (part 2 §7: euros, the default tracked stay)', () => {
  it('carries both totals and their difference in euros, the origin and direction, and the stay when known', () => {
    expect(priceChangeEvent({ origin: 'checkout', direction: 'lower', oldTotal: 25_000, newTotal: 23_450, item: { id: 7, name: 'Nuit à Lyon' } })).toEqual({
      event: 'price_change',
      price_change: {
        origin: 'checkout',
        direction: 'lower',
        currency: 'EUR',
        old_value: 250,
        new_value: 234.5,
        difference: -15.5,
        adults: 2,
        kids: 0,
        babies: 0,
        nights: 1,
        item_id: '7',
        item_name: 'Nuit à Lyon',
      },
    });
    expect(priceChangeEvent({ origin: 'product', direction: 'higher', oldTotal: 100, newTotal: 250 }).price_change).not.toHaveProperty('item_id');
  });

  it('tells which way a total moved', () => {
    expect(priceChangeDirection(100, 90)).toBe('lower');
    expect(priceChangeDirection(100, 101)).toBe('higher');
    expect(priceChangeDirection(100, 100)).toBeNull();
  });
});
