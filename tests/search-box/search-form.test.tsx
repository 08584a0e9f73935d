import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SearchForm } from '@/components/search-box/search-form';
import { GET } from '../../app/api/autocomplete/route';
import { simulator } from '../setup/simulator';
import { renderIsland } from './render';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

/** /api/autocomplete answered by the real route handler over the in-process simulator. */
const autocompleteCalls: string[] = [];
function serveAutocomplete() {
  simulator.use(
    http.get('*/api/autocomplete', ({ request }) => {
      autocompleteCalls.push(new URL(request.url).searchParams.get('term') ?? '');
      return GET(request);
    }),
  );
}

beforeEach(() => {
  push.mockReset();
  autocompleteCalls.length = 0;
  window.localStorage.clear();
  serveAutocomplete();
});

const combobox = () => screen.getByRole('combobox', { name: 'Votre destination' });

/** Waits until the list answers the term typed (the previous answer stays on screen meanwhile). */
async function optionsFor(label: RegExp) {
  await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent(label), { timeout: 3000 });
  return within(screen.getByRole('listbox')).getAllByRole('option');
}

describe('destination combobox (ARIA combobox, part 1 §4)', () => {
  it('finds a place by keyboard: type, arrow down, Enter, then search', async () => {
    const user = userEvent.setup();
    renderIsland(<SearchForm locale="fr_FR" flow="booking" layout="bar" />);
    const input = combobox();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.click(input);
    await user.keyboard('lyon');
    const listbox = await screen.findByRole('listbox', {}, { timeout: 3000 });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options[0]).toHaveTextContent(/^Lyon/);
    expect(options[0]).toHaveTextContent('Ville et 30 km aux alentours');
    expect(screen.getByRole('status')).toHaveTextContent(/destinations? trouvées?/);

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[options.length - 1]!.id);
    await user.keyboard('{ArrowDown}{Enter}');

    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect((input as HTMLInputElement).value).toMatch(/^Lyon/);
    expect(push).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(push).toHaveBeenCalledWith('/fr-fr/ville/lyon');
  });

  it('debounces: one call for a word typed quickly', async () => {
    const user = userEvent.setup();
    renderIsland(<SearchForm locale="fr_FR" flow="booking" layout="bar" />);
    await user.click(combobox());
    await user.keyboard('marseille');
    await screen.findByRole('listbox', {}, { timeout: 3000 });
    expect(autocompleteCalls).toEqual(['marseille']);
  });

  it('Escape closes the list; focusing the field again clears the choice and reopens it', async () => {
    const user = userEvent.setup();
    renderIsland(<SearchForm locale="fr_FR" flow="booking" layout="bar" />);
    const input = combobox();
    await user.click(input);
    await user.keyboard('nice');
    await screen.findByRole('listbox', {}, { timeout: 3000 });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('nice');

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect((input as HTMLInputElement).value).toMatch(/^Nice/);

    // Leave the field and come back: the choice is cleared (part 1 §4).
    await user.tab();
    await user.click(input);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('keeps the previous suggestions when the autocomplete fails, and logs it (part 2 §7)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderIsland(<SearchForm locale="fr_FR" flow="booking" layout="bar" />);
    await user.click(combobox());
    await user.keyboard('lyon');
    const listbox = await screen.findByRole('listbox', {}, { timeout: 3000 });
    const before = within(listbox).getAllByRole('option').map((option) => option.textContent);

    simulator.use(http.get('*/api/autocomplete', () => HttpResponse.json({ code: 'UPSTREAM_FAILED' }, { status: 502 })));
    await user.keyboard('n');
    await waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 3000 });
    const after = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(after).toEqual(before);
    warn.mockRestore();
  });

  it('offers the 3 most recent searches, newest first, when the field is empty', async () => {
    const user = userEvent.setup();
    const { unmount } = renderIsland(<SearchForm locale="fr_FR" flow="booking" layout="bar" />);
    for (const [term, label] of [['lyon', /^Lyon/], ['nice', /^Nice/], ['lille', /^Lille/], ['paris', /^Paris/]] as const) {
      await user.click(combobox());
      await user.keyboard(term);
      await optionsFor(label);
      await user.keyboard('{ArrowDown}{Enter}');
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    }
    unmount();

    renderIsland(<SearchForm locale="fr_FR" flow="booking" layout="bar" />);
    await user.click(combobox());
    const group = await screen.findByRole('group', { name: 'Recherches récentes' });
    const labels = within(group).getAllByRole('option').map((option) => option.textContent ?? '');
    expect(labels).toHaveLength(3);
    expect(labels[0]).toMatch(/^Paris/);
    expect(labels[1]).toMatch(/^Lille/);
    expect(labels[2]).toMatch(/^Nice/);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(push).toHaveBeenLastCalledWith('/fr-fr/ville/lille');
  });

  it('takes a plain-text place on a site without autocomplete (it_IT) and never calls the API', async () => {
    const user = userEvent.setup();
    renderIsland(<SearchForm locale="it_IT" flow="booking" layout="bar" />, 'it_IT');
    await user.click(screen.getByRole('combobox', { name: 'Destinazione' }));
    await user.keyboard('Roma');
    await act(() => new Promise((done) => setTimeout(done, 400)));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(autocompleteCalls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(push).toHaveBeenCalledWith('/it-it/citta/roma');
  });
});

describe('guests selector (part 2 §4, §5)', () => {
  it('commits the draft on Escape and marks a single room when a child travels', async () => {
    const user = userEvent.setup();
    renderIsland(<SearchForm locale="fr_FR" flow="booking" layout="bar" />);
    const trigger = screen.getByRole('button', { name: /Voyageurs/ });
    expect(trigger).toHaveTextContent('2 adultes');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Voyageurs' });
    expect(within(dialog).getByText('De 3 à 11 ans')).toBeInTheDocument();
    expect(within(dialog).getByText('12 ans et plus')).toBeInTheDocument();
    expect(within(dialog).getByText('De 0 à 2 ans')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un enfant' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveTextContent('2 adultes, 1 enfant');

    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(push).toHaveBeenCalledWith('/fr-fr/recherche#c=1&s=1');
  });

  it('commits on Confirm and on a click outside; the buttons stop at the bounds', async () => {
    const user = userEvent.setup();
    renderIsland(<SearchForm locale="fr_FR" flow="booking" layout="bar" />);
    const trigger = screen.getByRole('button', { name: /Voyageurs/ });
    await user.click(trigger);
    let dialog = await screen.findByRole('dialog');
    const removeAdult = within(dialog).getByRole('button', { name: 'Retirer un adulte' });
    await user.click(removeAdult);
    expect(removeAdult).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Retirer un bébé' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(trigger).toHaveTextContent(/^1 adulte$/);

    await user.click(trigger);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un bébé' }));
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveTextContent('1 adulte, 1 bébé');
  });

  it('is disabled at 2 adults in the gifting flow, and gift searches carry no guests', async () => {
    const user = userEvent.setup();
    renderIsland(<SearchForm locale="fr_FR" flow="gifting" layout="bar" />);
    const trigger = screen.getByRole('button', { name: /Voyageurs/ });
    expect(trigger).toBeDisabled();
    expect(trigger).toHaveTextContent('2 adultes');
    expect(trigger).toHaveAccessibleDescription('Un cadeau est prévu pour 2 adultes');
    expect(screen.getByRole('search', { name: 'Trouver un cadeau' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(push).toHaveBeenCalledWith('/fr-fr/recherche-cadeau');
  });
});
