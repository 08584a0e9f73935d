import { screen, within } from '@testing-library/react';
import { Shell, type ShellProps } from '@/components/shell/shell';
import type { Locale } from '@/domain/model/locale';
import { resolve } from '@/routing';
import type { ScreenContext } from '@/screens/screen-module';
import { getCatalogue } from '../../mocks/catalogue';
import { addFaultRule } from '../../mocks/faults';
import { resetTrackingState } from '@/tracking/tracking';
import { onDesktopScreen } from '../setup/screen';
import { renderInSite } from './helpers';

// The signed-in agent comes from the request's cookies (a server-only API): stand in for it here;
// tests/care covers the real component.
vi.mock('@/care/care-session', () => ({ CareSession: () => <p data-testid="care-session">agent</p> }));

// The top bar's mega-menu runs on desktop screens only (CSS hides the top bar on phones).
onDesktopScreen();

afterEach(() => {
  resetTrackingState();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** The context the catch-all page builds, at midday of the simulator's today (its banner windows are relative to it). */
function contextOf(pathname: string, overrides: Partial<ScreenContext['request']> = {}): ScreenContext {
  const segments = pathname.split('/').filter(Boolean);
  const locale = (resolve(segments)?.locale ?? null) as Locale | null;
  return {
    request: { pathname, segments, locale, customerCare: false, ...overrides },
    searchParams: {},
    now: new Date(`${getCatalogue().today}T12:00:00Z`),
    siteUrl: 'https://www.escapade.test',
  };
}

async function renderShell(pathname: string, props: Partial<ShellProps> = {}, request: Partial<ScreenContext['request']> = {}) {
  const context = contextOf(pathname, request);
  const route = resolve(context.request.segments);
  const element = await Shell({ route, context, pageKind: 'home', flow: 'booking', children: <main>Page</main>, ...props });
  return renderInSite(element, context.request.locale ?? 'fr_FR');
}

describe('Shell', () => {
  it('full pages: banner with countdown, header, top bar with the mega-menu, the page and the footer', async () => {
    // The browser's clock at the server's: the countdown keeps the server's value after mount.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${getCatalogue().today}T12:00:00Z`));
    await renderShell('/fr-fr');
    const banner = screen.getByRole('region', { name: 'Annonce' });
    expect(within(banner).getByText('Ventes flash')).toBeInTheDocument();
    expect(within(banner).getByRole('timer')).toHaveTextContent(/^Fin dans 10 j 11 h 59 min 59 s$/);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Escapade, page d’accueil' })).toHaveAttribute('href', '/fr-fr');
    expect(within(header).getByRole('link', { name: 'Aide' })).toHaveAttribute('href', '/fr-fr/contact');
    expect(within(header).getByRole('button', { name: 'Offrir un cadeau' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toMatch(/^\/account\/signin\?origin=/);
    expect(within(header).getByRole('button', { name: 'Ouvrir le menu' })).toBeInTheDocument();
    const topBar = screen.getByRole('navigation', { name: 'Menu principal' });
    // The mega-menu's code arrives after the page's (a desktop-only island).
    expect(await within(topBar).findByRole('button', { name: 'Nos inspirations' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toHaveAttribute('href', '#main-content');
  });

  it('simplified pages: a back arrow and the logo only, no top bar, no footer', async () => {
    await renderShell('/nl-be/boeking', { variant: 'simplified', pageKind: 'other' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Terug' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Escapade, startpagina' })).toHaveAttribute('href', '/nl-be');
    expect(within(header).queryByRole('button', { name: 'Cadeau geven' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aankondiging' })).not.toBeInTheDocument();
  });

  it('customer-care mode: no banner, the gift button links to the site’s gifts, the share-link tool shows', async () => {
    await renderShell('/es-es', {}, { customerCare: true });
    expect(screen.queryByRole('region', { name: 'Anuncio' })).not.toBeInTheDocument();
    const care = screen.getByRole('region', { name: 'Modo atención al cliente' });
    expect(await within(care).findByRole('button', { name: 'Copiar el enlace del cliente' })).toBeInTheDocument();
    expect(within(care).getByTestId('care-session')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Regalar' })).toHaveAttribute('href', '/es-es?flow=gifting');
  });

  it('shows no banner on pages without one, nor for a flow without one', async () => {
    await renderShell('/it-it', { pageKind: 'other' });
    expect(screen.queryByRole('region', { name: 'Annuncio' })).not.toBeInTheDocument();
  });

  it('stays usable when the menu and banner calls fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    addFaultRule({ path: '/api/cms/menu', fault: { kind: 'status', status: 503 } });
    addFaultRule({ path: '/cms/announcementBanner', fault: { kind: 'status', status: 500 } });
    await renderShell('/fr-be');
    expect(screen.queryByRole('button', { name: 'Nos inspirations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Annonce' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escapade, page d’accueil' })).toHaveAttribute('href', '/fr-be');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('inside the mobile app, the footer switches sites natively', async () => {
    // The app is told by the browser's user agent (the server's HTML is the same for every visitor).
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(`${DESKTOP_CHROME} wed-mobile/5.2`);
    await renderShell('/nl-nl');
    const sites = screen.getByTestId('footer-sites');
    expect(within(sites).getAllByRole('button')).toHaveLength(5);
  });

  it('a page of no site gets the page alone', async () => {
    await renderShell('/xx-yy', { pageKind: 'other' });
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
