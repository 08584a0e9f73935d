import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IdeasPage } from '@/domain/model/content';
import { IDEAS_INITIAL_COUNT } from '@/screens/ideas/page-size';
import { IdeasPageBody as IdeasView } from '@/screens/ideas/view';

const items = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `${prefix}-${index + 1}`, title: `${prefix} ${index + 1}`, image: null, url: `/fr-fr/idee-${prefix}-${index + 1}` }));

const page: IdeasPage = {
  title: 'Idées de week-end',
  intro: 'Laissez-vous inspirer.',
  sections: [
    { title: 'Par thème', items: items('theme', 6) },
    { title: 'Villes et thèmes', items: items('combo', 16) },
  ],
  regions: [{ label: 'Bretagne', url: '/fr-fr/recherche/region/bretagne' }],
};

const route = { screen: 'ideas', locale: 'fr_FR', params: {} } as const;

/** Renders the page and waits for its See more island, which wraps the long section's list. */
async function renderIdeas() {
  render(<IdeasView route={route} data={{ kind: 'ok', page }} />);
  await screen.findByRole('button', { name: 'Voir plus' });
}

describe('ideas page', () => {
  it('renders every idea in the HTML and marks those past the first page', async () => {
    await renderIdeas();
    const combos = within(screen.getByRole('region', { name: 'Villes et thèmes' }));
    const cards = combos.getAllByTestId('idea-card');
    expect(cards).toHaveLength(16);
    expect(cards.filter((card) => card.hasAttribute('data-extra'))).toHaveLength(16 - IDEAS_INITIAL_COUNT);
    expect(cards.slice(0, IDEAS_INITIAL_COUNT).every((card) => !card.hasAttribute('data-extra'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Bretagne' })).toHaveAttribute('href', '/fr-fr/recherche/region/bretagne');
  });

  it('offers See more only in a section longer than the first page', async () => {
    await renderIdeas();
    expect(within(screen.getByRole('region', { name: 'Par thème' })).queryByRole('button')).toBeNull();
    const button = within(screen.getByRole('region', { name: 'Villes et thèmes' })).getByRole('button', { name: 'Voir plus' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleDescription('Villes et thèmes');
  });

  it('expands the section with the keyboard and moves the focus to the first revealed idea', async () => {
    const user = userEvent.setup();
    await renderIdeas();
    const region = screen.getByRole('region', { name: 'Villes et thèmes' });
    const button = within(region).getByRole('button', { name: 'Voir plus' });
    expect(region.querySelector('[data-expanded]')).toHaveAttribute('data-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(region.querySelector('[data-expanded]')).toHaveAttribute('data-expanded', 'true');
    expect(within(region).queryByRole('button')).toBeNull();
    await vi.waitFor(() => expect(within(region).getByRole('link', { name: `combo ${IDEAS_INITIAL_COUNT + 1}` })).toHaveFocus());
  });

  it("says 'Oops, something went wrong' in the site's language when the ideas cannot be loaded", () => {
    render(<IdeasView route={{ ...route, locale: 'es_ES' }} data={{ kind: 'failed' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ups, algo ha salido mal' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
