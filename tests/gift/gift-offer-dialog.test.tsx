import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import GiftOfferDialog, { type GiftOfferDialogProps } from '@/components/gift-offer/gift-offer-dialog';
import { giftOfferMessageGroup } from '@/components/gift-offer/message-group';
import { PersonalisationNote } from '@/components/gift-offer/personalisation-note';
import { ERROR_CLEAR_MS } from '@/domain/gift/personalisation';
import { giftPersonalisationKey, readPersonalisation } from '@/domain/gift/personalisation-storage';
import { PHYSICAL_FORMAT_UNAVAILABLE_MESSAGE } from '@/domain/product/gift-format';
import { renderIsland } from '../search-box/render';

/** The gift offer dialog (part 1 §2, §4, §5) in French, as a screen renders it. */
const key = giftPersonalisationKey('box', 'TEST-EBOX');

function props(overrides: Partial<GiftOfferDialogProps> = {}): GiftOfferDialogProps {
  return {
    open: true,
    onOpenChange: vi.fn(),
    title: 'Offrir ce coffret',
    storageKey: key,
    summary: <p>Total 99,90 €</p>,
    confirmLabel: 'Offrir',
    onConfirm: vi.fn(),
    ...overrides,
  };
}

const renderDialog = (overrides: Partial<GiftOfferDialogProps> = {}) => {
  const all = props(overrides);
  const view = renderIsland(<GiftOfferDialog {...all} />, 'fr_FR', [giftOfferMessageGroup]);
  return { ...view, props: all };
};

const nameField = () => screen.getByLabelText(/De la part de/);
const messageField = () => screen.getByLabelText(/Votre message/);
const confirm = () => screen.getByRole('button', { name: 'Offrir' });

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('gift offer dialog', () => {
  it('is a named dialog with the summary, the message hint and no format choice for a gift card', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Offrir ce coffret' })).toBeInTheDocument();
    expect(screen.getByText('Total 99,90 €')).toBeInTheDocument();
    expect(screen.getByText('180 caractères max.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it("says 'Only text is expected' on blur for digits in the name, and blocks Offer", async () => {
    const user = userEvent.setup();
    const { props: given } = renderDialog();
    await user.type(nameField(), 'Marie 2');
    expect(screen.queryByText('Seul du texte est attendu')).toBeNull(); // not while typing
    await user.tab();
    expect(await screen.findByText('Seul du texte est attendu')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    await user.click(confirm());
    expect(given.onConfirm).not.toHaveBeenCalled();
    await user.clear(nameField());
    await user.type(nameField(), 'Marie');
    await user.tab();
    await vi.waitFor(() => expect(screen.queryByText('Seul du texte est attendu')).toBeNull());
  });

  it('rejects a 41st character, says the limit, and clears that error after 1 second', async () => {
    vi.useFakeTimers();
    renderDialog();
    // One keystroke at a time, as typed.
    for (let length = 1; length <= 41; length += 1) fireEvent.change(nameField(), { target: { value: 'a'.repeat(length) } });
    expect(nameField()).toHaveValue('a'.repeat(40));
    expect(screen.getByText('Le champ est limité à 40 caractères')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ERROR_CLEAR_MS - 10));
    expect(screen.getByText('Le champ est limité à 40 caractères')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10));
    expect(screen.queryByText('Le champ est limité à 40 caractères')).toBeNull();
    expect(nameField()).toHaveValue('a'.repeat(40));
  });

  it('cuts a pasted message to 180 characters, with the 180 limit message', () => {
    renderDialog();
    fireEvent.change(messageField(), { target: { value: 'z'.repeat(250) } });
    expect(messageField()).toHaveValue('z'.repeat(180));
    expect(screen.getByText('Le champ est limité à 180 caractères')).toBeInTheDocument();
  });

  it("says 'Mandatory field' only when the form is mandatory", async () => {
    const user = userEvent.setup();
    const mandatory = renderDialog({ mandatory: true });
    await user.click(confirm());
    expect(await screen.findByText('Champ obligatoire')).toBeInTheDocument();
    expect(mandatory.props.onConfirm).not.toHaveBeenCalled();
    expect(nameField()).toHaveFocus();
    mandatory.unmount();
    const optional = renderDialog({ mandatory: false });
    await user.click(confirm());
    await vi.waitFor(() => expect(optional.props.onConfirm).toHaveBeenCalledOnce());
    expect(screen.queryByText('Champ obligatoire')).toBeNull();
  });

  it('saves on Offer, restores on the next opening, removes the entry when both are emptied', async () => {
    const user = userEvent.setup();
    const first = renderDialog();
    await user.type(nameField(), 'Zoë');
    await user.type(messageField(), 'Bon voyage !');
    await user.click(confirm());
    await vi.waitFor(() => expect(first.props.onConfirm).toHaveBeenCalledOnce());
    expect(readPersonalisation(window.localStorage, key)).toEqual({ fromName: 'Zoë', message: 'Bon voyage !' });
    first.unmount();

    const again = renderDialog(); // a new page: values come back from storage
    await vi.waitFor(() => expect(nameField()).toHaveValue('Zoë'));
    expect(messageField()).toHaveValue('Bon voyage !');
    await user.clear(nameField());
    await user.clear(messageField());
    await user.click(confirm());
    await vi.waitFor(() => expect(again.props.onConfirm).toHaveBeenCalledOnce());
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('keeps what was typed when closed with Escape and opened again; focus goes back to the opener', async () => {
    const user = userEvent.setup();
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Personnaliser
          </button>
          <GiftOfferDialog {...props({ open, onOpenChange: setOpen })} />
        </>
      );
    }
    renderIsland(<Page />, 'fr_FR', [giftOfferMessageGroup]);
    await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
    await user.type(nameField(), 'Paul');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Personnaliser' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
    expect(nameField()).toHaveValue('Paul');
    expect(window.localStorage.getItem(key)).toBeNull(); // nothing saved without Offer
  });

  describe('format', () => {
    const format = (overrides = {}) => ({ value: 'digital' as const, physical: { kind: 'available' as const }, physicalFee: { kind: 'surcharge' as const, amount: 490 }, onChange: vi.fn(), ...overrides });

    it('digital by default; physical shows its fee and delivery time and can be chosen', async () => {
      const user = userEvent.setup();
      const chosen = format();
      renderDialog({ format: chosen });
      expect(screen.getByRole('radio', { name: /Numérique/ })).toBeChecked();
      const physical = screen.getByRole('radio', { name: /Physique/ });
      expect(physical).toBeEnabled();
      expect(screen.getByTestId('physical-hint')).toHaveTextContent(/^\+4,90\s€ · Livré en 2 à 4 jours ouvrés$/);
      await user.click(physical);
      expect(chosen.onChange).toHaveBeenCalledWith('physical');
    });

    it("free delivery reads 'Livraison offerte'", () => {
      renderDialog({ format: format({ physicalFee: { kind: 'free' } }) });
      expect(screen.getByTestId('physical-hint')).toHaveTextContent(/^Livraison offerte ·/);
    });

    it('disabled physical: the translated message and a disabled radio', () => {
      renderDialog({ format: format({ physical: { kind: 'disabled', message: PHYSICAL_FORMAT_UNAVAILABLE_MESSAGE }, physicalFee: undefined }) });
      expect(screen.getByRole('radio', { name: /Physique/ })).toBeDisabled();
      expect(screen.getByText('Victime de son succès, le format physique revient bientôt !')).toBeInTheDocument();
    });

    it('no physical version: no format choice at all', () => {
      renderDialog({ format: format({ physical: { kind: 'notOffered' } }) });
      expect(screen.queryByRole('radio')).toBeNull();
    });

    it('physical asked while its fee is unknown is shown as digital', () => {
      renderDialog({ format: format({ value: 'physical', physicalFee: undefined }) });
      expect(screen.getByRole('radio', { name: /Numérique/ })).toBeChecked();
      expect(screen.getByRole('radio', { name: /Physique/ })).toBeDisabled();
    });
  });

  it('the personalisation note shows what was saved, and nothing when nothing was', () => {
    const empty = renderIsland(<PersonalisationNote storageKey={key} />, 'fr_FR', [giftOfferMessageGroup]);
    expect(screen.queryByTestId('gift-personalisation-note')).toBeNull();
    empty.unmount();
    window.localStorage.setItem(key, JSON.stringify({ fromName: 'Léa', message: 'Pour tes 30 ans' }));
    renderIsland(<PersonalisationNote storageKey={key} />, 'fr_FR', [giftOfferMessageGroup]);
    expect(screen.getByTestId('gift-note-from')).toHaveTextContent('Léa');
    expect(screen.getByTestId('gift-note-message')).toHaveTextContent('Pour tes 30 ans');
  });
});
