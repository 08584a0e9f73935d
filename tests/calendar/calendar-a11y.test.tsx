import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { AvailabilityCalendar, DatesField } from '@/components/calendar';
import { EMPTY_SELECTION, pickDay, type DateSelection } from '@/domain/calendar';
import { renderIsland } from '../search-box/render';

/** No serious or critical axe violation in the calendar and its dropdown (jsdom: no colour checks). */
const NOW = new Date('2026-03-04T09:00:00Z');

async function seriousViolations(root: Element) {
  const results = await axe.run(root, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.length}`);
}

function Calendar() {
  const [selection, setSelection] = useState<DateSelection>(EMPTY_SELECTION);
  return (
    <AvailabilityCalendar
      locale="fr_FR"
      now={NOW}
      layout="months"
      availabilities={{ '2026-03-06': { amount: 30_000, minLos: 2 }, '2026-03-07': { amount: 12_900, minLos: 1 } }}
      selection={selection}
      onPick={(day) => setSelection((current) => pickDay(current, day))}
      onApply={setSelection}
      onClear={() => setSelection(EMPTY_SELECTION)}
      onValidate={() => {}}
    />
  );
}

describe('calendar accessibility', () => {
  it('the calendar, with a check-in picked, has no serious violation', async () => {
    const { container } = renderIsland(<Calendar />);
    fireEvent.click(document.querySelector('[data-day="2026-03-06"]') as Element);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('the open dropdown has no serious violation', async () => {
    renderIsland(<DatesField locale="fr_FR" value={EMPTY_SELECTION} onChange={() => {}} presentation="popover" now={NOW} />);
    fireEvent.click(screen.getByTestId('dates-field'));
    // The calendar's code loads when the field opens: allow a busy machine more than the default second.
    await screen.findAllByRole('grid', {}, { timeout: 5000 });
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});
