import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Breadcrumb } from '@/components/shell/breadcrumb/breadcrumb';
import { shellMessageGroup } from '@/components/shell/message-group';
import { clientMessages } from '@/i18n/client-messages';

afterEach(() => vi.restoreAllMocks());

const ITEMS = [
  { label: 'Accueil', url: '/fr-fr' },
  { label: 'Paris', url: '/fr-fr/ville/paris' },
  { label: 'Hôtel <Le Marais>', url: '/fr-fr/hotel/1042' },
];

const context = () => ({
  siteUrl: 'https://www.escapade.fr',
  request: { pathname: '/fr-fr/hotel/1042', segments: ['fr-fr', 'hotel', '1042'], locale: 'fr_FR' as const, customerCare: false },
});

function renderBreadcrumb(userAgent: string) {
  // The browser's user agent decides (the server's HTML is the same for every visitor).
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  return render(
    <IntlProvider locale="fr-FR" messages={clientMessages('fr_FR', [shellMessageGroup])}>
      <Breadcrumb items={ITEMS} context={context()} />
    </IntlProvider>,
  );
}

function jsonLd(container: HTMLElement) {
  return JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null');
}

describe('breadcrumb', () => {
  it('links each level but the current page, with a BreadcrumbList of absolute URLs', () => {
    const { container } = renderBreadcrumb('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36');
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/fr-fr', '/fr-fr/ville/paris']);
    expect(within(nav).getByText('Hôtel <Le Marais>')).toHaveAttribute('aria-current', 'page');
    expect(jsonLd(container)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://www.escapade.fr/fr-fr' },
        { '@type': 'ListItem', position: 2, name: 'Paris', item: 'https://www.escapade.fr/fr-fr/ville/paris' },
        { '@type': 'ListItem', position: 3, name: 'Hôtel <Le Marais>', item: 'https://www.escapade.fr/fr-fr/hotel/1042' },
      ],
    });
    // A label can never close the script element.
    expect(container.querySelector('script')?.innerHTML).not.toContain('<Le');
  });

  it('gives embedded webviews a back button instead of the trail', async () => {
    const user = userEvent.setup();
    const { container } = renderBreadcrumb('Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const back = await screen.findByRole('button', { name: 'Retour' });
    expect(jsonLd(container)['@type']).toBe('BreadcrumbList');
    const historyBack = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    await user.click(back);
    expect(historyBack).toHaveBeenCalled();
  });
});
