import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountButton } from '@/components/shell/header/account-button';
import { clearCookies, renderInSite } from './helpers';

const LINKS = { profile: '/account/settings/profile', trips: '/account/trips', wishlist: '/account/wishlist' };

afterEach(clearCookies);

describe('header account button', () => {
  it('signed out: a sign-in link carrying the current URL as origin', () => {
    window.history.replaceState(null, '', '/fr-fr/hotel/1042?refid=x#checkin=2026-05-01');
    renderInSite(<AccountButton accountToggle signInHref="/account/signin?origin=http%3A%2F%2Flocalhost%3A3000%2Ffr-fr%2Fhotel%2F1042" links={LINKS} />);
    const link = screen.getByRole('link', { name: 'Se connecter' });
    expect(link).toHaveAttribute('href', `/account/signin?origin=${encodeURIComponent(window.location.href)}`);
    expect(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('origin')).toBe('http://localhost:3000/fr-fr/hotel/1042?refid=x#checkin=2026-05-01');
  });

  it('stays signed out with an access token when the customer account toggle is off', () => {
    document.cookie = 'access_token=abc; path=/';
    renderInSite(<AccountButton accountToggle={false} signInHref="/account/signin?origin=x" links={LINKS} />);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('signed in: a menu with profile, trips, wishlist and sign out, which clears both cookies', async () => {
    const user = userEvent.setup();
    document.cookie = 'access_token=abc; path=/';
    document.cookie = 'account_id=42; path=/';
    document.cookie = 'other=kept; path=/';
    renderInSite(<AccountButton accountToggle signInHref="/account/signin?origin=x" links={LINKS} />, 'nl_BE');

    // The menu loads lazily: a disabled placeholder with the same name holds its place meanwhile.
    const button = await screen.findByTestId('account-button');
    expect(button).toHaveAccessibleName('Mijn account');
    await user.click(button);
    const menu = await screen.findByRole('dialog', { name: 'Mijn account' });
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mijn profiel', '/account/settings/profile'],
      ['Mijn reizen', '/account/trips'],
      ['Mijn verlanglijst', '/account/wishlist'],
    ]);

    await user.click(within(menu).getByRole('button', { name: 'Uitloggen' }));
    const signIn = await screen.findByRole('link', { name: 'Inloggen' });
    expect(document.cookie).not.toMatch(/access_token=/);
    expect(document.cookie).not.toMatch(/account_id=/);
    expect(document.cookie).toMatch(/other=kept/);
    await waitFor(() => expect(signIn).toHaveFocus());
  });
});
