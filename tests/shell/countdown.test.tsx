import { act, screen } from '@testing-library/react';
import { Countdown } from '@/components/ui/countdown';
import { bannerToShow } from '@/components/shell/rules/banner';
import type { AnnouncementBannerEntry } from '@/domain/model/cms';
import { renderInSite } from './helpers';

const banner = (page: string, flow: string, countDown: { start: string; end: string } | null, url = '/fr-fr/recherche'): AnnouncementBannerEntry => ({
  id: `${page}-${flow}`,
  page,
  flow,
  banner: { title: 'Ventes flash', content: 'Jusqu’à -30 %', link: { url, campaign: null, category: null }, colorVariation: 'promo', countDown },
});

const WINDOW = { start: '2026-03-01T00:00:00.000Z', end: '2026-03-05T00:00:00.000Z' };
const ENTRIES = [banner('home', 'booking', WINDOW), banner('home', 'gifting', null), banner('search', 'booking', WINDOW, 'javascript:alert(1)')];
const at = (iso: string) => new Date(iso);

describe('announcement banner rules', () => {
  it('picks the banner of the page kind and flow', () => {
    expect(bannerToShow({ entries: ENTRIES, pageKind: 'home', flow: 'booking', customerCare: false, now: at('2026-03-02T00:00:00Z') })?.banner.title).toBe('Ventes flash');
    expect(bannerToShow({ entries: ENTRIES, pageKind: 'home', flow: 'gifting', customerCare: false, now: at('2026-03-02T00:00:00Z') })?.countdown).toBeNull();
    expect(bannerToShow({ entries: ENTRIES, pageKind: 'product', flow: 'booking', customerCare: false, now: at('2026-03-02T00:00:00Z') })).toBeNull();
    expect(bannerToShow({ entries: ENTRIES, pageKind: 'other', flow: 'booking', customerCare: false, now: at('2026-03-02T00:00:00Z') })).toBeNull();
  });

  it('is hidden in customer-care mode', () => {
    expect(bannerToShow({ entries: ENTRIES, pageKind: 'home', flow: 'booking', customerCare: true, now: at('2026-03-02T00:00:00Z') })).toBeNull();
  });

  it('shows the countdown only between its start and end', () => {
    const show = (iso: string) => bannerToShow({ entries: ENTRIES, pageKind: 'home', flow: 'booking', customerCare: false, now: at(iso) });
    expect(show('2026-02-28T23:59:59.999Z')?.countdown).toBeNull();
    expect(show('2026-03-01T00:00:00.000Z')?.countdown).toEqual({ end: WINDOW.end, remainingMs: 4 * 86_400_000 });
    expect(show('2026-03-04T23:59:59.000Z')?.countdown).toEqual({ end: WINDOW.end, remainingMs: 1000 });
    expect(show('2026-03-05T00:00:00.000Z')?.countdown).toBeNull();
    // The banner itself stays; only its countdown goes.
    expect(show('2026-03-05T00:00:00.000Z')?.banner.title).toBe('Ventes flash');
  });

  it('drops an unsafe link', () => {
    expect(bannerToShow({ entries: ENTRIES, pageKind: 'search', flow: 'booking', customerCare: false, now: at('2026-03-02T00:00:00Z') })?.href).toBeNull();
    expect(bannerToShow({ entries: ENTRIES, pageKind: 'home', flow: 'booking', customerCare: false, now: at('2026-03-02T00:00:00Z') })?.href).toBe('/fr-fr/recherche');
  });
});

describe('countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('after mount follows the browser clock, ticking every second, and stops at zero', () => {
    vi.useFakeTimers();
    vi.setSystemTime(at('2026-03-04T23:59:57.000Z'));
    // The server rendered at 23:59:50 (see the next test); once mounted the browser's clock rules.
    renderInSite(<Countdown end={WINDOW.end} nowMs={at('2026-03-04T23:59:50.000Z').getTime()} />, 'fr_FR');
    expect(screen.getByRole('timer')).toHaveTextContent('Fin dans 0 j 0 h 0 min 3 s');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Fin dans 0 j 0 h 0 min 2 s');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer')).toHaveTextContent('Fin dans 0 j 0 h 0 min 0 s');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveTextContent('Fin dans 0 j 0 h 0 min 0 s');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('renders the server clock’s value in the server HTML (hydration starts from it: no shift)', async () => {
    const { renderToString } = await import('react-dom/server');
    const { IntlProvider } = await import('react-intl');
    const { clientMessages } = await import('@/i18n/client-messages');
    const { shellMessageGroup } = await import('@/components/shell/message-group');
    const html = renderToString(
      <IntlProvider locale="it-IT" messages={clientMessages('it_IT', [shellMessageGroup])}>
        <Countdown end={WINDOW.end} nowMs={at('2026-03-03T22:58:57.000Z').getTime()} />
      </IntlProvider>,
    );
    expect(html).toContain('Termina tra');
    expect(html).toContain('1 g 1 h 1 min 3 s');
  });
});
