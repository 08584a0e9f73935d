import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { AvailabilityCalendar, useAvailabilityPages, type AvailabilityPageLoader } from '@/components/calendar';
import { EMPTY_SELECTION, type CalendarAvailabilities, type Device } from '@/domain/calendar';
import { renderIsland } from '../search-box/render';

/** Availability paging of the product and hotel calendars (part 2 §4, §9). 4 March 2026, Paris. */
const NOW = new Date('2026-03-04T09:00:00Z');

interface Deferred {
  months: readonly string[];
  resolve(days: CalendarAvailabilities): void;
  reject(error: Error): void;
}

function loader() {
  const calls: Deferred[] = [];
  const load: AvailabilityPageLoader = (months) =>
    new Promise((resolve, reject) => {
      calls.push({ months, resolve, reject });
    });
  return { calls, load };
}

function ProductCalendar({ load, device = 'desktop', resetKey = '' }: { load: AvailabilityPageLoader; device?: Device; resetKey?: string }) {
  const pages = useAvailabilityPages({ locale: 'fr_FR', load, device, now: NOW, resetKey });
  const [selection] = useState(EMPTY_SELECTION);
  return (
    <AvailabilityCalendar
      locale="fr_FR"
      now={NOW}
      layout={device === 'desktop' ? 'months' : 'scroll'}
      selection={selection}
      onPick={() => {}}
      onApply={() => {}}
      onClear={() => {}}
      onValidate={() => {}}
      {...pages}
    />
  );
}

const day = (iso: string) => document.querySelector<HTMLButtonElement>(`[data-day="${iso}"]`) as HTMLButtonElement;

describe('useAvailabilityPages', () => {
  it('loads 2 months on desktop with the overlay, then the next page when moving forward', async () => {
    const { calls, load } = loader();
    renderIsland(<ProductCalendar load={load} />);
    expect(calls.map((call) => call.months)).toEqual([['2026-03', '2026-04']]);
    expect(screen.getByRole('status')).toHaveTextContent('Nous cherchons les prochaines disponibilités...');
    expect(day('2026-03-10')).toHaveAttribute('aria-disabled', 'true');
    await act(async () => calls[0]?.resolve({ '2026-03-10': { amount: 20_000, minLos: 1 } }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(day('2026-03-10')).toHaveAttribute('aria-disabled', 'false');
    // Next shows April and May: May has not been asked for yet.
    fireEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(calls.map((call) => call.months)).toEqual([
      ['2026-03', '2026-04'],
      ['2026-05', '2026-06'],
    ]);
    await act(async () => calls[1]?.resolve({ '2026-05-02': { amount: 20_000, minLos: 1 } }));
    expect(day('2026-05-02')).toHaveAttribute('aria-disabled', 'false');
    // June is already loaded: no new call.
    fireEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(calls).toHaveLength(2);
  });

  it('loads 4 months at a time on mobile', () => {
    const { calls, load } = loader();
    renderIsland(<ProductCalendar load={load} device="mobile" />);
    expect(calls.map((call) => call.months)).toEqual([['2026-03', '2026-04', '2026-05', '2026-06']]);
  });

  it('a failed page ends the loading and is asked again when the calendar moves', async () => {
    const { calls, load } = loader();
    renderIsland(<ProductCalendar load={load} />);
    await act(async () => calls[0]?.reject(new Error('502')));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(calls.map((call) => call.months)).toEqual([
      ['2026-03', '2026-04'],
      ['2026-03', '2026-04'],
    ]);
  });

  it('starts over when what availability depends on changes (guests)', async () => {
    const { calls, load } = loader();
    function WithGuests() {
      const [adults, setAdults] = useState(2);
      return (
        <>
          <button type="button" onClick={() => setAdults(3)}>
            3 adults
          </button>
          <ProductCalendar load={load} resetKey={`a=${adults}`} />
        </>
      );
    }
    renderIsland(<WithGuests />);
    await act(async () => calls[0]?.resolve({ '2026-03-10': { amount: 20_000, minLos: 1 } }));
    expect(day('2026-03-10')).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(screen.getByRole('button', { name: '3 adults' }));
    expect(day('2026-03-10')).toHaveAttribute('aria-disabled', 'true');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.months).toEqual(['2026-03', '2026-04']);
  });
});
