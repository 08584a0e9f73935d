import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clickEventOf, installClickTracking } from '@/tracking/click-tracking';
import type { DataLayerEntry } from '@/tracking/data-layer';
import { resetTrackingState, Tracking } from '@/tracking/tracking';

type WithDataLayer = Window & { dataLayer?: DataLayerEntry[] };
const dataLayer = () => (window as WithDataLayer).dataLayer ?? [];

afterEach(() => resetTrackingState());

beforeEach(() => {
  resetTrackingState();
  delete (window as WithDataLayer).dataLayer;
  document.cookie = '_ga=; Max-Age=0; path=/';
});

describe('click tracking', () => {
  it('finds the action on the clicked element or an ancestor', () => {
    document.body.innerHTML = '<a href="#" data-analytics-action="header-gift"><span id="inner">Gift</span></a><p id="plain">x</p>';
    expect(clickEventOf(document.getElementById('inner'), 'home')).toEqual({ event: 'click', action: 'header-gift', pageCategory: 'home' });
    expect(clickEventOf(document.getElementById('plain'), 'home')).toBeNull();
    expect(clickEventOf(null, 'home')).toBeNull();
  });

  it('listens once on the document, even when a handler stops the event', async () => {
    document.body.innerHTML = '<button data-analytics-action="x">X</button><button id="other">Y</button>';
    document.querySelector('button')?.addEventListener('click', (event) => event.stopPropagation());
    const push = vi.fn();
    let category = 'home';
    const stop = installClickTracking(document, () => category, push);
    await userEvent.click(document.querySelector('button')!);
    category = 'search';
    await userEvent.click(document.querySelector('button')!);
    await userEvent.click(document.getElementById('other')!);
    expect(push.mock.calls).toEqual([[{ event: 'click', action: 'x', pageCategory: 'home' }], [{ event: 'click', action: 'x', pageCategory: 'search' }]]);
    stop();
    await userEvent.click(document.querySelector('button')!);
    expect(push).toHaveBeenCalledTimes(2);
  });
});

describe('the Tracking island', () => {
  it('sends launchPage then the page event on load, and click events with the page category', async () => {
    const { rerender } = render(
      <>
        <Tracking locale="fr_FR" pageCategory="home" pathname="/fr-fr" customerCare={false} />
        <a href="#x" data-analytics-action="footer-contact">
          Contact
        </a>
      </>,
    );
    expect(dataLayer()).toEqual([
      { event: 'launchPage', locale: 'fr_FR', pointOfSale: 'FR', pageCategory: 'home', customerCare: false },
      { event: 'page', pageCategory: 'home', pagePath: '/fr-fr', locale: 'fr_FR' },
    ]);
    await userEvent.click(document.querySelector('a')!);
    expect(dataLayer().at(-1)).toEqual({ event: 'click', action: 'footer-contact', pageCategory: 'home' });

    // A client navigation: a new page event, no second launchPage.
    rerender(<Tracking locale="fr_FR" pageCategory="search" pathname="/fr-fr/ville/paris" customerCare={false} />);
    expect(dataLayer().filter((entry) => entry.event === 'launchPage')).toHaveLength(1);
    expect(dataLayer().at(-1)).toEqual({ event: 'page', pageCategory: 'search', pagePath: '/fr-fr/ville/paris', locale: 'fr_FR' });
  });

  it('pushes the analytics id when the cookie appears, or the load-attempt flag after 5 seconds', () => {
    vi.useFakeTimers();
    try {
      const first = render(<Tracking locale="es_ES" pageCategory="home" pathname="/es-es" customerCare={false} />);
      vi.advanceTimersByTime(5000);
      expect(dataLayer().at(-1)).toEqual({ event: 'analyticsIdMissing', analyticsLoadAttempt: true });
      first.unmount();

      resetTrackingState();
      delete (window as WithDataLayer).dataLayer;
      render(<Tracking locale="es_ES" pageCategory="home" pathname="/es-es" customerCare={false} />);
      vi.advanceTimersByTime(2000);
      document.cookie = '_ga=GA1.1.555.666; path=/';
      vi.advanceTimersByTime(1000);
      expect(dataLayer().at(-1)).toEqual({ event: 'analyticsId', analyticsId: '555.666' });
    } finally {
      vi.useRealTimers();
    }
  });
});
