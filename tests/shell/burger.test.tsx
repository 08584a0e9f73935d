import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BurgerButton } from '@/components/shell/header/burger-button';
import { siteLinks } from '@/components/shell/rules/footer-links';
import { DEFAULT_LINKS } from '@/components/shell/settings';
import { MENU } from './fixtures';
import { renderInSite } from './helpers';

const LINKS = { myBooking: '/fr-fr/ma-reservation', giftBoxLogin: '/beneficiary/login', wishlist: '/account/wishlist', contact: '/fr-fr/contact' };

function renderBurger(sites: ReturnType<typeof siteLinks> | null = null) {
  return renderInSite(<BurgerButton locale="fr_FR" items={MENU.items} themesPanel={MENU.themesPanel} links={LINKS} sites={sites} social={DEFAULT_LINKS.social} />);
}

async function openBurger(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
  return screen.findByRole('dialog', { name: 'Menu principal' });
}

describe('burger menu', () => {
  it('shows the first level, the fixed entries, the suggested theme and social links, with the page scroll locked', async () => {
    const user = userEvent.setup();
    renderBurger();
    const menu = await openBurger(user);
    expect(document.body).toHaveAttribute('data-scroll-locked');
    expect(within(menu).getByRole('button', { name: 'Destinations' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Thèmes' })).toBeInTheDocument();
    const href = (name: string | RegExp) => within(menu).getByRole('link', { name }).getAttribute('href');
    expect(href('Carte cadeau')).toBe('/fr-fr/carte-cadeau');
    expect(href('Ma réservation')).toBe('/fr-fr/ma-reservation');
    expect(href('J’ai reçu un coffret cadeau')).toBe('/beneficiary/login');
    expect(href('Favoris')).toBe('/account/wishlist');
    expect(href('Nous contacter')).toBe('/fr-fr/contact');
    expect(within(menu).getByText('Nous vous suggérons : Bien-être & spa')).toBeInTheDocument();
    expect(href('J’ai envie d’y aller !')).toBe('/fr-fr/idee/bien-etre-spa');
    expect(href('Instagram')).toBe('https://www.instagram.com/escapade.weekends');
    // Outside the mobile app: no site selector.
    expect(within(menu).queryByText('Pays et langue')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveFocus();
  });

  it('walks down four levels and back with Go back, keeping the keyboard focus in place', async () => {
    const user = userEvent.setup();
    renderBurger();
    await openBurger(user);

    await user.click(screen.getByRole('button', { name: 'Destinations' }));
    let level = screen.getByRole('dialog', { name: 'Destinations' });
    const goBack = within(level).getByRole('button', { name: 'Retour' });
    await waitFor(() => expect(goBack).toHaveFocus());
    expect(within(level).queryByRole('link', { name: 'Ma réservation' })).not.toBeInTheDocument();

    await user.click(within(level).getByRole('button', { name: 'France' }));
    level = screen.getByRole('dialog', { name: 'France' });
    await user.click(within(level).getByRole('button', { name: 'Auvergne-Rhône-Alpes' }));
    level = screen.getByRole('dialog', { name: 'Auvergne-Rhône-Alpes' });
    expect(within(level).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Lyon', '/fr-fr/ville/lyon'],
      ['Annecy', '/fr-fr/ville/annecy'],
    ]);

    await user.click(within(level).getByRole('button', { name: 'Retour' }));
    level = screen.getByRole('dialog', { name: 'France' });
    await waitFor(() => expect(within(level).getByRole('button', { name: 'Auvergne-Rhône-Alpes' })).toHaveFocus());
    await user.click(within(level).getByRole('button', { name: 'Retour' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Destinations' })).getByRole('button', { name: 'Retour' }));
    expect(screen.getByRole('dialog', { name: 'Menu principal' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Destinations' })).toHaveFocus());
  });

  it('offers a See all link for an entry that is also a page', async () => {
    const user = userEvent.setup();
    renderBurger();
    await openBurger(user);
    await user.click(screen.getByRole('button', { name: 'Thèmes' }));
    await user.click(screen.getByRole('button', { name: 'Se détendre' }));
    await user.click(screen.getByRole('button', { name: 'Bien-être & spa' }));
    const level = screen.getByRole('dialog', { name: 'Bien-être & spa' });
    expect(within(level).getByRole('link', { name: 'Tout voir : Bien-être & spa' })).toHaveAttribute('href', '/fr-fr/idee/bien-etre-spa');
    expect(within(level).getByRole('link', { name: 'Paris' })).toHaveAttribute('href', '/fr-fr/ville/paris/idee/bien-etre-spa');
  });

  it('inside the mobile app, offers the country and language selector calling the native switch', async () => {
    const user = userEvent.setup();
    const switchCountry = vi.fn();
    Object.assign(window, { EscapadeApp: { switchCountry } });
    // The brand's app is told by the browser's user agent.
    const userAgent = vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 wed-mobile/5.2');
    try {
      renderBurger(siteLinks());
      const menu = await openBurger(user);
      const selector = within(menu).getByRole('region', { name: 'Pays et langue' });
      const buttons = within(selector).getAllByRole('button');
      expect(buttons.map((button) => button.textContent)).toEqual(['France', 'België (Nederlands)', 'Belgique (Français)', 'Nederland', 'Italia', 'España']);
      expect(within(selector).getByRole('button', { name: 'France' })).toHaveAttribute('aria-current', 'true');
      await user.click(within(selector).getByRole('button', { name: 'Italia' }));
      expect(switchCountry).toHaveBeenCalledWith('it_IT');
    } finally {
      delete (window as { EscapadeApp?: unknown }).EscapadeApp;
      userAgent.mockRestore();
    }
  });

  it('outside the app, keeps the site selector out of the menu', async () => {
    const user = userEvent.setup();
    renderBurger(siteLinks());
    const menu = await openBurger(user);
    expect(within(menu).queryByRole('region', { name: 'Pays et langue' })).not.toBeInTheDocument();
  });
});
