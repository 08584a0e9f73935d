import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { AvailabilityCalendar, type AvailabilityCalendarProps } from '@/components/calendar';
import { EMPTY_SELECTION, pickDay, type CalendarAvailabilities, type DateSelection, type NightsRange } from '@/domain/calendar';
import { renderIsland } from '../search-box/render';

/**
 * The calendar with availability data (product, hotel, gift pages): days missing from the
 * availabilities, prices, gift value, minimum stay, checkout-nights call. Wednesday 4 March 2026,
 * 10:00 in Paris.
 */
const NOW = new Date('2026-03-04T09:00:00Z');
const day = (iso: string) => document.querySelector<HTMLButtonElement>(`[data-day="${iso}"]`) as HTMLButtonElement;
const disabled = (iso: string) => day(iso).getAttribute('aria-disabled') === 'true';

const AVAILABILITIES: CalendarAvailabilities = {
  '2026-03-06': { amount: 30_000, minLos: 2 },
  '2026-03-07': { amount: 12_900, minLos: 1 },
  '2026-03-08': { amount: 15_000, minLos: 1 },
  '2026-03-09': { amount: 18_000, minLos: 1 },
  '2026-03-13': { amount: 14_000, minLos: 1 },
};

function Calendar(props: Partial<AvailabilityCalendarProps> & { initial?: DateSelection }) {
  const [selection, setSelection] = useState<DateSelection>(props.initial ?? EMPTY_SELECTION);
  return (
    <AvailabilityCalendar
      locale="it_IT"
      now={NOW}
      layout="months"
      availabilities={AVAILABILITIES}
      {...props}
      selection={selection}
      onPick={(picked) => setSelection((current) => pickDay(current, picked))}
      onApply={setSelection}
      onClear={() => setSelection(EMPTY_SELECTION)}
      onValidate={() => {}}
    />
  );
}

describe('AvailabilityCalendar with availabilities', () => {
  it('only days in the availabilities start a stay; prices are per night of the minimum stay', () => {
    renderIsland(<Calendar />, 'it_IT');
    expect(disabled('2026-03-05')).toBe(true);
    expect(disabled('2026-03-06')).toBe(false);
    expect(disabled('2026-03-10')).toBe(true);
    // 300 € for a 2-night minimum: 150 € a night; 129 € for one night.
    expect(day('2026-03-06')).toHaveTextContent(/150\s€/);
    expect(day('2026-03-07')).toHaveTextContent(/129\s€/);
    expect(day('2026-03-06')).toHaveAccessibleName(/venerdì 6 marzo 2026, 150\s€/);
  });

  it('shows the minimum-stay legend, and the hint on the check-in day when the minimum exceeds 1 night', () => {
    renderIsland(<Calendar />, 'it_IT');
    expect(screen.getByText('Alcune date richiedono un soggiorno minimo di più notti')).toBeInTheDocument();
    fireEvent.click(day('2026-03-07'));
    expect(day('2026-03-07')).not.toHaveTextContent(/minimo/);
    fireEvent.click(day('2026-03-06'));
    expect(day('2026-03-06')).toHaveTextContent('minimo 2 notti');
  });

  it('with a check-in only, later available days end the stay', () => {
    renderIsland(<Calendar />, 'it_IT');
    fireEvent.click(day('2026-03-07'));
    expect(disabled('2026-03-07')).toBe(true);
    expect(disabled('2026-03-09')).toBe(false);
    expect(disabled('2026-03-10')).toBe(true);
  });

  it('a gift value marks days Included or with the supplement to pay', () => {
    renderIsland(<Calendar giftValue={15_000} />, 'it_IT');
    expect(day('2026-03-07')).toHaveAttribute('data-status', 'included');
    expect(day('2026-03-07')).toHaveTextContent('Incluso');
    expect(day('2026-03-08')).toHaveTextContent('Incluso');
    expect(day('2026-03-09')).toHaveAttribute('data-status', 'supplement');
    expect(day('2026-03-09')).toHaveTextContent(/\+30\s€/);
    expect(day('2026-03-10')).not.toHaveAttribute('data-status');
  });

  it('a fixed stay length skips check-in days whose minimum stay is longer', () => {
    renderIsland(<Calendar stayLength={1} />, 'it_IT');
    expect(disabled('2026-03-06')).toBe(true);
    expect(disabled('2026-03-07')).toBe(false);
  });

  it('asks the checkout nights for the check-in and allows only those nights', async () => {
    const load = vi.fn(async (): Promise<NightsRange | null> => ({ min: 2, max: 6 }));
    renderIsland(<Calendar loadCheckoutNights={load} />, 'it_IT');
    fireEvent.click(day('2026-03-07'));
    expect(load).toHaveBeenCalledWith('2026-03-07');
    await waitFor(() => expect(disabled('2026-03-08')).toBe(true));
    expect(disabled('2026-03-09')).toBe(false);
    expect(disabled('2026-03-13')).toBe(false);
    expect(disabled('2026-03-14')).toBe(true);
    // The answer's minimum is the hint.
    expect(day('2026-03-07')).toHaveTextContent('minimo 2 notti');
  });

  it("keeps the check-in day's minimum stay when the checkout nights (any offer) allow fewer: hint, and no shorter checkout", async () => {
    // Issue 22: product 100725 on 11 Dec needs 2 nights, its multiOffer checkout nights answer 1 to 14.
    const load = vi.fn(async (): Promise<NightsRange | null> => ({ min: 1, max: 14 }));
    renderIsland(<Calendar loadCheckoutNights={load} />, 'it_IT');
    fireEvent.click(day('2026-03-06'));
    await waitFor(() => expect(load).toHaveBeenCalledWith('2026-03-06'));
    await waitFor(() => expect(disabled('2026-03-09')).toBe(false));
    expect(day('2026-03-06')).toHaveTextContent('minimo 2 notti');
    expect(disabled('2026-03-07')).toBe(true);
    expect(day('2026-03-07')).toHaveAccessibleName(/non disponibile/);
    fireEvent.click(day('2026-03-07'));
    expect(day('2026-03-07').closest('td')).toHaveAttribute('aria-selected', 'false');
    expect(disabled('2026-03-08')).toBe(false);
  });

  it('a failed checkout-nights call clears the range silently: available days stay selectable', async () => {
    let fail: (reason: Error) => void = () => {};
    const load = vi.fn(() => new Promise<NightsRange | null>((_, reject) => (fail = reject)));
    renderIsland(<Calendar loadCheckoutNights={load} />, 'it_IT');
    fireEvent.click(day('2026-03-07'));
    expect(screen.getByTestId('calendar-months')).toHaveAttribute('aria-busy', 'true');
    await act(async () => fail(new Error('timeout')));
    expect(screen.getByTestId('calendar-months')).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(disabled('2026-03-08')).toBe(false);
    expect(disabled('2026-03-13')).toBe(false);
    expect(disabled('2026-03-10')).toBe(true);
  });

  it('Home and End go to the ends of the week, Page Down to the next month', () => {
    renderIsland(<Calendar availabilities={null} />, 'it_IT');
    const today = day('2026-03-04');
    today.focus();
    fireEvent.keyDown(today, { key: 'End' });
    expect(document.activeElement).toBe(day('2026-03-08'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(day('2026-03-02'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' });
    expect(document.activeElement).toBe(day('2026-04-02'));
  });
});
