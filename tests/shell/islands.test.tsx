import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackButton } from '@/components/shell/header/back-button';
import { resetScrollMemory, ScrollToTop } from '@/components/shell/scroll-to-top';
import { renderInSite } from './helpers';

afterEach(() => vi.restoreAllMocks());

describe('scroll to top on navigation', () => {
  beforeEach(resetScrollMemory);

  it('scrolls up after a navigation, not on the first page of a load', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { rerender } = render(<ScrollToTop pathname="/fr-fr" keepScroll={false} />);
    expect(scrollTo).not.toHaveBeenCalled();
    rerender(<ScrollToTop pathname="/fr-fr/contact" keepScroll={false} />);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the position on search pages, and survives a remount (another screen)', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const first = render(<ScrollToTop pathname="/fr-fr" keepScroll={false} />);
    first.unmount();
    render(<ScrollToTop pathname="/fr-fr/ville/paris" keepScroll />);
    expect(scrollTo).not.toHaveBeenCalled();
    render(<ScrollToTop pathname="/fr-fr/hotel/1042" keepScroll={false} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

describe('back arrow of simplified pages', () => {
  const assign = vi.fn();
  beforeEach(() => {
    assign.mockReset();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, hash: '', search: '', assign } as Location);
  });

  it('goes home from the gift card page', async () => {
    renderInSite(<BackButton locale="it_IT" screen="gift-card" homeHref="/it-it" />, 'it_IT');
    await userEvent.click(screen.getByRole('button', { name: 'Indietro' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/it-it'));
  });

  it('goes to the hotel with dates and guests from the hash', async () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, hash: '#hotelId=1042&checkin=2026-05-01&checkout=2026-05-03&a=3', search: '', assign } as Location);
    renderInSite(<BackButton locale="fr_FR" screen="booking" homeHref="/fr-fr" />);
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/fr-fr/hotel/1042#checkin=2026-05-01&checkout=2026-05-03&night=2&a=3'));
  });

  it('otherwise steps back in history, or goes home when there is none', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const length = vi.spyOn(window.history, 'length', 'get').mockReturnValue(4);
    renderInSite(<BackButton locale="fr_FR" screen="payment" homeHref="/fr-fr" />);
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(back).toHaveBeenCalled());
    length.mockReturnValue(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/fr-fr'));
  });
});
