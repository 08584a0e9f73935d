import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from '@/components/shell/footer/footer';
import { parseShellSettings } from '@/components/shell/settings';
import { LOCALES, type Locale } from '@/domain/model/locale';

const settings = parseShellSettings({});

afterEach(() => {
  vi.restoreAllMocks();
});
const NOW = new Date('2026-03-02T12:00:00Z');

function renderFooter(locale: Locale, inApp = false, links = settings.links) {
  // The brand's app is told by the browser's user agent (the footer's HTML is the same for everyone).
  if (inApp) vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 wed-mobile/5.2');
  return render(<Footer locale={locale} links={links} now={NOW} />);
}

const HELP_TEXT: Record<Locale, string> = {
  fr_FR: 'Centre d’aide (FAQ)',
  fr_BE: 'Centre d’aide (FAQ)',
  nl_NL: 'Helpcentrum (FAQ)',
  nl_BE: 'Helpcentrum (FAQ)',
  it_IT: 'Centro assistenza (FAQ)',
  es_ES: 'Centro de ayuda (FAQ)',
};

describe('footer', () => {
  it.each(LOCALES)('%s: contact, its own help centre, partner signup and jobs; press only in fr_FR and es_ES', (locale) => {
    renderFooter(locale);
    const footer = screen.getByRole('contentinfo');
    const links = within(footer).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain(`/${locale.toLowerCase().replace('_', '-')}/${{ fr: 'contact', nl: 'contact', it: 'contatti', es: 'contacto' }[locale.slice(0, 2)]}`);
    expect(within(footer).getByRole('link', { name: HELP_TEXT[locale] })).toHaveAttribute('href', settings.links.helpCentre[locale]);
    expect(links).toContain(settings.links.partnerSignup[locale]);
    expect(links).toContain(settings.links.jobs);
    const press = within(footer).queryByRole('link', { name: /^(Presse|Pers|Stampa|Prensa)$/ });
    if (locale === 'fr_FR' || locale === 'es_ES') expect(press).toHaveAttribute('href', settings.links.press[locale]);
    else expect(press).toBeNull();
  });

  it('has one help centre per site, all different', () => {
    expect(new Set(Object.values(settings.links.helpCentre)).size).toBe(6);
  });

  it('gives the advisers’ hours, Monday to Friday 10 to 18', () => {
    renderFooter('fr_FR');
    expect(screen.getByText('Nos conseillers vous répondent du lundi au vendredi, de 10 h à 18 h.')).toBeInTheDocument();
    renderFooter('es_ES');
    expect(screen.getByText('Nuestros asesores te atienden de lunes a viernes, de 10 a 18 h.')).toBeInTheDocument();
  });

  it('links one site per country, Belgium once to its splash, each named in its own language', () => {
    renderFooter('it_IT');
    const sites = within(screen.getByTestId('footer-sites')).getAllByRole('link');
    expect(sites.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['France', '/fr-fr'],
      ['België / Belgique', '/be'],
      ['Nederland', '/nl-nl'],
      ['Italia', '/it-it'],
      ['España', '/es-es'],
    ]);
    expect(within(sites[0]!).getByText('France')).toHaveAttribute('lang', 'fr-FR');
    expect(within(sites[1]!).getByText('België')).toHaveAttribute('lang', 'nl-BE');
    expect(within(sites[1]!).getByText('Belgique')).toHaveAttribute('lang', 'fr-BE');
    expect(within(screen.getByTestId('footer-sites')).getByRole('link', { name: 'Italia' })).toHaveAttribute('aria-current', 'true');
  });

  it('marks Belgium as the current country on both Belgian sites', () => {
    renderFooter('nl_BE');
    expect(within(screen.getByTestId('footer-sites')).getByRole('link', { name: 'België / Belgique' })).toHaveAttribute('aria-current', 'true');
  });

  it('in the mobile app, turns the country links into buttons calling the native switch (iOS then Android)', async () => {
    const user = userEvent.setup();
    renderFooter('fr_BE', true);
    const sites = screen.getByTestId('footer-sites');
    expect(within(sites).queryAllByRole('link')).toHaveLength(0);
    expect(within(sites).getAllByRole('button')).toHaveLength(5);

    const postMessage = vi.fn();
    Object.assign(window, { webkit: { messageHandlers: { switchCountry: { postMessage } } } });
    try {
      // On a Belgian site the language is already chosen: Belgium switches to it.
      await user.click(within(sites).getByRole('button', { name: 'België / Belgique' }));
      expect(postMessage).toHaveBeenCalledWith('fr_BE');
    } finally {
      delete (window as { webkit?: unknown }).webkit;
    }
    const switchCountry = vi.fn();
    Object.assign(window, { EscapadeApp: { switchCountry } });
    try {
      await user.click(within(sites).getByRole('button', { name: 'España' }));
      expect(switchCountry).toHaveBeenCalledWith('es_ES');
    } finally {
      delete (window as { EscapadeApp?: unknown }).EscapadeApp;
    }
  });

  it('in the mobile app seen from another country, Belgium opens the splash instead of guessing a language', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    const switchCountry = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
    Object.assign(window, { EscapadeApp: { switchCountry } });
    try {
      renderFooter('nl_NL', true);
      await user.click(within(screen.getByTestId('footer-sites')).getByRole('button', { name: 'België / Belgique' }));
      expect(switchCountry).not.toHaveBeenCalled();
      expect(assign).toHaveBeenCalledWith('/be');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
      delete (window as { EscapadeApp?: unknown }).EscapadeApp;
    }
  });

  it.each([
    ['fr_FR', '+33 1 84 88 42 10', 'tel:+33184884210', 'Appelez-nous :'],
    ['nl_BE', '+32 2 588 31 40', 'tel:+3225883140', 'Bel ons:'],
    ['es_ES', '+34 910 78 35 60', 'tel:+34910783560', 'Llámanos:'],
  ] as const)('%s: shows its support line as a tel: link with the footer hours', (locale, number, tel, label) => {
    renderFooter(locale);
    const line = screen.getByTestId('support-phone');
    expect(line).toHaveTextContent(`${label} ${number}`);
    expect(within(line).getByRole('link', { name: number })).toHaveAttribute('href', tel);
  });

  it('takes the support numbers from the environment, ignoring values that are not phone numbers', () => {
    const warn = vi.fn();
    const custom = parseShellSettings({ SUPPORT_PHONE_IT_IT: '+39 06 1234 5678', SUPPORT_PHONE_ES_ES: 'call us' }, warn);
    expect(custom.links.supportPhone.it_IT).toBe('+39 06 1234 5678');
    expect(custom.links.supportPhone.es_ES).toBe(settings.links.supportPhone.es_ES);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SUPPORT_PHONE_ES_ES'));
    renderFooter('it_IT', false, custom.links);
    expect(screen.getByRole('link', { name: '+39 06 1234 5678' })).toHaveAttribute('href', 'tel:+390612345678');
  });

  it('takes its links from the environment, ignoring values that are not http(s) URLs', () => {
    const warn = vi.fn();
    const custom = parseShellSettings(
      { HELP_CENTRE_URL_NL_BE: 'https://help.example.be/nl', JOBS_URL: 'javascript:alert(1)', PRESS_URL_ES_ES: 'https://press.example.es', CUSTOMER_ACCOUNT_ENABLED: 'false' },
      warn,
    );
    expect(custom.links.helpCentre.nl_BE).toBe('https://help.example.be/nl');
    expect(custom.links.helpCentre.fr_BE).toBe(settings.links.helpCentre.fr_BE);
    expect(custom.links.jobs).toBe(settings.links.jobs);
    expect(custom.links.press.es_ES).toBe('https://press.example.es');
    expect(custom.customerAccountEnabled).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('JOBS_URL'));
    expect(parseShellSettings({}).customerAccountEnabled).toBe(true);
    expect(parseShellSettings({ CUSTOMER_ACCOUNT_ENABLED: '0' }).customerAccountEnabled).toBe(false);
  });
});
