import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { AvailabilityCalendar, DatesField } from '@/components/calendar';
import { EMPTY_SELECTION, pickDay, type DateSelection } from '@/domain/calendar';
import type { Locale } from '@/domain/model/locale';
import { renderIsland } from '../search-box/render';

/**
 * The availability calendar and the Dates field (part 1 §2, §4, §9). "now" is injected: Wednesday
 * 4 March 2026 at 10:00 in Paris, or 21:00 for the same-day cutoff.
 */
const MORNING = new Date('2026-03-04T09:00:00Z');
const EVENING = new Date('2026-03-04T20:00:00Z');
const SUNDAY = new Date('2026-03-08T09:00:00Z');

function Calendar({ now = MORNING, locale = 'fr_FR' as Locale, layout = 'months' as 'months' | 'scroll', onValidate = () => {}, loading = false }) {
  const [selection, setSelection] = useState<DateSelection>(EMPTY_SELECTION);
  return (
    <AvailabilityCalendar
      locale={locale}
      selection={selection}
      now={now}
      layout={layout}
      loading={loading}
      onPick={(day) => setSelection((current) => pickDay(current, day))}
      onApply={setSelection}
      onClear={() => setSelection(EMPTY_SELECTION)}
      onValidate={onValidate}
    />
  );
}

const day = (iso: string) => document.querySelector<HTMLButtonElement>(`[data-day="${iso}"]`) as HTMLButtonElement;

describe('AvailabilityCalendar', () => {
  it('shows two months as grids, the previous arrow disabled at the current month', () => {
    renderIsland(<Calendar />);
    expect(screen.getAllByRole('grid').map((grid) => grid.getAttribute('aria-label'))).toEqual(['mars 2026', 'avril 2026']);
    expect(screen.getByRole('button', { name: 'Mois précédent' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(screen.getAllByRole('grid').map((grid) => grid.getAttribute('aria-label'))).toEqual(['avril 2026', 'mai 2026']);
    expect(screen.getByRole('button', { name: 'Mois précédent' })).toBeEnabled();
  });

  it('heads each month with its name in the site’s words, a capital on the first letter only', () => {
    const { unmount } = renderIsland(<Calendar />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Mars 2026', 'Avril 2026']);
    unmount();
    renderIsland(<Calendar locale="es_ES" />, 'es_ES');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Marzo de 2026', 'Abril de 2026']);
  });

  it('refuses past days, and today from 20:00', () => {
    const { unmount } = renderIsland(<Calendar />);
    expect(day('2026-03-03')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2026-03-04')).toHaveAttribute('aria-disabled', 'false');
    unmount();
    renderIsland(<Calendar now={EVENING} />);
    expect(day('2026-03-04')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2026-03-05')).toHaveAttribute('aria-disabled', 'false');
  });

  it('picks a check-in then a checkout; an earlier day restarts; Validate waits for both dates; Clear empties', () => {
    const onValidate = vi.fn();
    renderIsland(<Calendar onValidate={onValidate} />);
    const validate = screen.getByRole('button', { name: 'Valider' });
    fireEvent.click(day('2026-03-10'));
    expect(day('2026-03-10').closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(validate).toBeDisabled();
    // Without availabilities a stay ends at most 20 nights after the check-in; not on the check-in day.
    expect(day('2026-03-10')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2026-03-30')).toHaveAttribute('aria-disabled', 'false');
    expect(day('2026-03-31')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(day('2026-03-08'));
    expect(day('2026-03-08').closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(day('2026-03-10').closest('td')).toHaveAttribute('aria-selected', 'false');
    fireEvent.click(day('2026-03-12'));
    expect(validate).toBeEnabled();
    expect(screen.getByText('4 nuits')).toBeInTheDocument();
    fireEvent.click(validate);
    expect(onValidate).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(validate).toBeDisabled();
  });

  it('moves between days with the arrow keys, across months, and picks with Enter', () => {
    renderIsland(<Calendar />);
    const today = day('2026-03-04');
    expect(today).toHaveAttribute('tabindex', '0');
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(day('2026-03-11'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('2026-03-12'));
    for (let i = 0; i < 8; i += 1) fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    // Eight weeks later: May, so the two months shown moved on.
    expect(document.activeElement).toBe(day('2026-05-07'));
    expect(screen.getAllByRole('grid').map((grid) => grid.getAttribute('aria-label'))).toEqual(['avril 2026', 'mai 2026']);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    fireEvent.click(document.activeElement as Element);
    expect(day('2026-05-07').closest('td')).toHaveAttribute('aria-selected', 'true');
  });

  it('offers the popular-date shortcuts on the four sites only, without this weekend on Sundays', () => {
    const { unmount } = renderIsland(<Calendar />);
    const shortcuts = () => within(screen.getByTestId('date-shortcuts')).getAllByRole('button').map((button) => button.getAttribute('data-shortcut'));
    expect(shortcuts()).toEqual(['thisWeekend', 'nextWeekend']);
    fireEvent.click(screen.getAllByRole('button', { name: /Ce week-end/ })[0] as HTMLElement);
    expect(day('2026-03-06').closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(day('2026-03-08').closest('td')).toHaveAttribute('aria-selected', 'true');
    unmount();
    const sunday = renderIsland(<Calendar now={SUNDAY} />);
    expect(shortcuts()).toEqual(['nextWeekend']);
    sunday.unmount();
    renderIsland(<Calendar locale="it_IT" />, 'it_IT');
    expect(screen.queryByTestId('date-shortcuts')).not.toBeInTheDocument();
  });

  it('on mobile lists months endlessly, loading 3 more near the bottom, and shows the loading overlay', () => {
    renderIsland(<Calendar layout="scroll" loading />);
    expect(screen.getAllByRole('grid')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Nous cherchons les prochaines disponibilités...');
    const list = screen.getByTestId('calendar-months');
    Object.defineProperties(list, { scrollHeight: { value: 2000, configurable: true }, clientHeight: { value: 600, configurable: true } });
    list.scrollTop = 1250;
    fireEvent.scroll(list);
    expect(screen.getAllByRole('grid')).toHaveLength(6);
  });
});

describe('DatesField', () => {
  function Field({ initial = EMPTY_SELECTION, autoClose = 'off', presentation = 'popover' }: { initial?: DateSelection; autoClose?: 'off' | 'delayed' | 'immediate'; presentation?: 'popover' | 'modal' }) {
    const [value, setValue] = useState(initial);
    return (
      <>
        <output data-testid="value">{`${value.checkin ?? '-'} ${value.checkout ?? '-'}`}</output>
        <DatesField locale="fr_FR" value={value} onChange={setValue} presentation={presentation} autoClose={autoClose} now={MORNING} />
      </>
    );
  }

  it('reads Dates with the placeholder, opens on the focused day, validates a picked stay and shows it', async () => {
    renderIsland(<Field />);
    const field = screen.getByTestId('dates-field');
    // The label sits above the box (like the destination and guests fields) and names the button.
    expect(field).toHaveAccessibleName('Vos dates Arrivée - Départ');
    expect(field).toHaveTextContent('Arrivée - Départ');
    fireEvent.click(field);
    await screen.findByRole('dialog', { name: 'Choisissez vos dates' });
    await screen.findAllByRole('grid');
    expect(document.activeElement).toBe(day('2026-03-04'));
    fireEvent.click(day('2026-03-14'));
    fireEvent.click(day('2026-03-16'));
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(screen.getByTestId('value')).toHaveTextContent('2026-03-14 2026-03-16');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveTextContent('14 mars - 16 mars');
  });

  it('closing with a check-in only goes back to the field’s dates (Escape)', async () => {
    renderIsland(<Field initial={{ checkin: '2026-03-20', checkout: '2026-03-22' }} />);
    fireEvent.click(screen.getByTestId('dates-field'));
    const dialog = await screen.findByRole('dialog');
    await screen.findAllByRole('grid');
    fireEvent.click(day('2026-03-25'));
    expect(screen.getByTestId('dates-field')).toHaveTextContent('Arrivée - Départ');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('2026-03-20 2026-03-22');
    expect(screen.getByTestId('dates-field')).toHaveTextContent('20 mars - 22 mars');
  });

  it('Clear then closing leaves the dates cleared', async () => {
    renderIsland(<Field initial={{ checkin: '2026-03-20', checkout: '2026-03-22' }} />);
    fireEvent.click(screen.getByTestId('dates-field'));
    const dialog = await screen.findByRole('dialog');
    await screen.findAllByRole('grid');
    fireEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByTestId('value')).toHaveTextContent('- -');
  });

  it('on mobile opens a full-screen modal with the scrolling months; Escape closes it', async () => {
    renderIsland(<Field presentation="modal" />);
    fireEvent.click(screen.getByTestId('dates-field'));
    const dialog = await screen.findByRole('dialog', { name: 'Choisissez vos dates' });
    await screen.findAllByRole('grid');
    expect(screen.getByTestId('availability-calendar')).toHaveAttribute('data-layout', 'scroll');
    expect(screen.getAllByRole('grid')).toHaveLength(3);
    fireEvent.click(day('2026-03-14'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('value')).toHaveTextContent('- -');
  });

  it('with autoClose delayed, closes 1 s after the stay is complete', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderIsland(<Field autoClose="delayed" />);
      fireEvent.click(screen.getByTestId('dates-field'));
      await screen.findByRole('dialog');
      await screen.findAllByRole('grid');
      fireEvent.click(day('2026-03-14'));
      fireEvent.click(day('2026-03-15'));
      await act(async () => {
        vi.advanceTimersByTime(900);
      });
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(screen.getByTestId('value')).toHaveTextContent('- -');
      await act(async () => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByTestId('value')).toHaveTextContent('2026-03-14 2026-03-15');
    } finally {
      vi.useRealTimers();
    }
  });

  it('with autoClose immediate, closes as soon as the checkout is picked', async () => {
    renderIsland(<Field autoClose="immediate" />);
    fireEvent.click(screen.getByTestId('dates-field'));
    await screen.findAllByRole('grid');
    fireEvent.click(day('2026-03-14'));
    fireEvent.click(day('2026-03-17'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('value')).toHaveTextContent('2026-03-14 2026-03-17');
  });
});
