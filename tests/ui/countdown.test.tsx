import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Countdown } from '@/components/ui/countdown';
import frFR from '../../locales/fr_FR.json';

/** The one countdown of banners and jumbotrons (part 2 §4, §9), as a jumbotron uses it. */
const END = '2026-03-05T00:00:00.000Z';
const at = (iso: string) => new Date(iso).getTime();

function renderFr(ui: React.ReactElement) {
  return render(
    <IntlProvider locale="fr-FR" messages={frFR} defaultLocale="en">
      {ui}
    </IntlProvider>,
  );
}

describe('Countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a jumbotron’s own label as a paragraph, with the translated time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(at('2026-03-03T22:58:57.000Z'));
    const { container } = renderFr(<Countdown as="p" end={END} nowMs={at('2026-03-03T22:58:57.000Z')} label="Se termine dans" />);
    expect(screen.getByRole('timer')).toHaveTextContent('Se termine dans 1 j 1 h 1 min 3 s');
    expect(container.querySelector('p[role="timer"]')).not.toBeNull();
  });

  it('says "Ends in" in the site’s language without a label, ticks every second and stops at zero', () => {
    vi.useFakeTimers();
    vi.setSystemTime(at('2026-03-04T23:59:58.000Z'));
    renderFr(<Countdown end={END} nowMs={at('2026-03-04T23:59:58.000Z')} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Fin dans 0 j 0 h 0 min 2 s');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('0 min 1 s');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('0 min 0 s');
    expect(vi.getTimerCount()).toBe(0);
  });
});
