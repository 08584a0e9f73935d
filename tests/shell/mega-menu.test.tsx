import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MegaMenu } from '@/components/shell/top-bar/mega-menu';
import { movedIndex } from '@/components/shell/top-bar/roving';
import { MENU } from './fixtures';
import { renderInSite } from './helpers';

function renderMenu() {
  return renderInSite(
    <>
      <MegaMenu items={MENU.items} themesPanel={MENU.themesPanel} />
      <a href="https://elsewhere.example/">Elsewhere</a>
    </>,
  );
}

describe('mega-menu', () => {
  it('renders its links only once the visitor reaches for the button, then keeps them hidden until open', async () => {
    const user = userEvent.setup();
    const { container } = renderMenu();
    const button = screen.getByRole('button', { name: 'Nos inspirations' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Server HTML and first render: the button only (the panel element is there for aria-controls).
    expect(container.querySelectorAll('[data-testid="mega-menu-panel"] a')).toHaveLength(0);
    await user.hover(button);
    const hrefs = [...container.querySelectorAll('[data-testid="mega-menu-panel"] a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/fr-fr/ville/paris', '/fr-fr/ville/lyon', '/fr-fr/ville/liege', '/fr-fr/ville/paris/idee/bien-etre-spa', '/fr-fr/idee/romantique']));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Lyon' })).not.toBeInTheDocument();
  });

  it('opens with Enter and shows the themes panel with the suggested theme', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Nos inspirations' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Nos inspirations' })).toHaveAttribute('aria-expanded', 'true');
    const themes = screen.getByRole('region', { name: 'Nos thèmes' });
    expect(within(themes).getByText('Nous vous suggérons : Bien-être & spa')).toBeInTheDocument();
    expect(within(themes).getByRole('link', { name: 'J’ai envie d’y aller !' })).toHaveAttribute('href', '/fr-fr/idee/bien-etre-spa');
    // The first entry's columns show: levels 2 (country), 3 (region) and 4 (city).
    expect(screen.getByText('France')).toBeVisible();
    expect(screen.getByText('Auvergne-Rhône-Alpes')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lyon' })).toHaveAttribute('href', '/fr-fr/ville/lyon');
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Nos inspirations' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves with the arrow keys: down into the entries, right into a panel, left back out, Escape closes', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Nos inspirations' });
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Destinations' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Thèmes' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Carte cadeau' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Destinations' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Carte cadeau' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Thèmes' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Thèmes' })).toHaveAttribute('aria-expanded', 'true');
    // The first link of the Thèmes columns (the themes panel has its own 'Bien-être & spa' link).
    const columns = document.getElementById(screen.getByRole('button', { name: 'Thèmes' }).getAttribute('aria-controls')!)!;
    await waitFor(() => expect(within(columns).getByRole('link', { name: 'Bien-être & spa' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Paris' })).toHaveAttribute('href', '/fr-fr/ville/paris/idee/bien-etre-spa');
    expect(screen.getByRole('link', { name: 'Paris' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Thèmes' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when focus or a click leaves it', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Nos inspirations' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    screen.getByRole('link', { name: 'J’ai envie d’y aller !' }).focus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through a list with wrap-around, Home and End', () => {
    expect(movedIndex('ArrowDown', 2, 3)).toBe(0);
    expect(movedIndex('ArrowUp', 0, 3)).toBe(2);
    expect(movedIndex('Home', 2, 3)).toBe(0);
    expect(movedIndex('End', 0, 3)).toBe(2);
    expect(movedIndex('ArrowDown', -1, 3)).toBe(0);
    expect(movedIndex('Enter', 0, 3)).toBeNull();
    expect(movedIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
