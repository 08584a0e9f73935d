import { assignVariation, EXPERIMENT_VARIATIONS, runningExperiments } from '../../mocks/experiments/handlers';
import { currentLongWeekend } from '../../mocks/content/date-shortcuts';
import { addFaultRule } from '../../mocks/faults';
import { fetchDatedPeriods, toDatedPeriods } from '@/api/cms/date-shortcuts';
import { activateExperiments } from '@/api/experiments';
import { dateShortcuts } from '@/domain/calendar';

const SIMULATOR = 'http://simulator.test';

describe('simulator: experimentation service', () => {
  const post = (body: unknown) => fetch(`${SIMULATOR}/experiment/activate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('assigns each visitor one variation per experiment, the same on every call', async () => {
    const first = await (await post({ visitorId: 'visitor-0001', experiments: ['autoDiscount', 'dates', 'unknown'] })).json();
    const second = await (await post({ visitorId: 'visitor-0001', experiments: ['dates', 'autoDiscount'] })).json();
    expect(first.visitorId).toBe('visitor-0001');
    expect(Object.keys(first.assignments).sort()).toEqual(['autoDiscount', 'dates']);
    expect(second.assignments).toEqual(first.assignments);
  });

  it('spreads visitors over every variation of a running experiment; a paused one answers its control to all', () => {
    const all = Object.keys(EXPERIMENT_VARIATIONS);
    for (const [experiment, variations] of Object.entries(EXPERIMENT_VARIATIONS)) {
      const seen = new Set(Array.from({ length: 200 }, (_, index) => assignVariation(`visitor-${index}`, experiment, all)));
      expect([...seen].sort()).toEqual([...variations].sort());
      const paused = new Set(Array.from({ length: 50 }, (_, index) => assignVariation(`visitor-${index}`, experiment, [])));
      expect([...paused]).toEqual([variations[0]]);
    }
    expect(assignVariation('visitor-1', 'unknown', all)).toBeNull();
  });

  it('runs the automatic discount by default; SIMULATOR_EXPERIMENTS lists the running ones', () => {
    expect(runningExperiments({})).toEqual(['autoDiscount']);
    expect(runningExperiments({ SIMULATOR_EXPERIMENTS: 'autoDiscount, dates' })).toEqual(['autoDiscount', 'dates']);
    expect(runningExperiments({ SIMULATOR_EXPERIMENTS: '' })).toEqual([]);
    expect(assignVariation('visitor-1', 'dates')).toBe('off');
  });

  it('refuses a body without a visitor id or experiments', async () => {
    expect((await post({ experiments: ['dates'] })).status).toBe(400);
    expect((await post({ visitorId: 'visitor-0001', experiments: [] })).status).toBe(400);
  });

  it('is read by the client as the visitor assignment (unknown experiments left out)', async () => {
    const result = await activateExperiments('visitor-0001');
    expect(result.ok).toBe(true);
    if (result.ok) expect(Object.keys(result.data.variations).sort()).toEqual(['autoDiscount', 'dates']);
  });
});

describe('simulator: popular dated periods (GET {cms}/api/cms/date-shortcuts)', () => {
  it("publishes the spec's May 2024 periods and a current long weekend on the four shortcut sites", async () => {
    const answer = await (await fetch(`${SIMULATOR}/cms/api/cms/date-shortcuts?locale=fr_FR`)).json();
    const periods = answer.periods as Array<{ id: string; checkin: string; checkout: string }>;
    expect(periods.slice(0, 3).map((period) => [period.checkin, period.checkout])).toEqual([
      ['2024-05-01', '2024-05-05'],
      ['2024-05-08', '2024-05-12'],
      ['2024-05-17', '2024-05-19'],
    ]);
    // SIMULATOR_TODAY is Monday 2 March 2026 in unit tests: the first Thursday from 16 March.
    expect(periods[3]).toMatchObject({ checkin: '2026-03-19', checkout: '2026-03-22' });
    for (const locale of ['it_IT', 'nl_NL']) {
      expect((await (await fetch(`${SIMULATOR}/cms/api/cms/date-shortcuts?locale=${locale}`)).json()).periods).toEqual([]);
    }
    expect((await fetch(`${SIMULATOR}/cms/api/cms/date-shortcuts`)).status).toBe(400);
  });

  it('the current long weekend is Thursday to Sunday, at least two weeks ahead', () => {
    expect(currentLongWeekend('2026-03-02')).toEqual({ checkin: '2026-03-19', checkout: '2026-03-22' });
    expect(currentLongWeekend('2026-03-05')).toEqual({ checkin: '2026-03-19', checkout: '2026-03-22' });
    expect(currentLongWeekend('2026-03-06')).toEqual({ checkin: '2026-03-26', checkout: '2026-03-29' });
  });

  it('the storefront reads them; the current one shows as a shortcut with its published title, the May 2024 ones never', async () => {
    const result = await fetchDatedPeriods('es_ES');
    expect(result.ok).toBe(true);
    const periods = result.ok ? result.data : [];
    const shortcuts = dateShortcuts('es_ES', { today: '2026-03-02', minutesOfDay: 600 }, periods);
    expect(shortcuts.map((shortcut) => shortcut.id)).toEqual(['thisWeekend', 'nextWeekend', 'long-weekend-2026-03-19']);
    expect(shortcuts[2]).toMatchObject({ title: 'Puente', checkin: '2026-03-19', checkout: '2026-03-22' });
  });

  it('a failed call is an error result (no dated shortcuts); unreadable entries are dropped one by one', async () => {
    addFaultRule({ path: '/api/cms/date-shortcuts', fault: { kind: 'status', status: 500 } });
    expect((await fetchDatedPeriods('fr_FR')).ok).toBe(false);
    expect(
      toDatedPeriods({
        periods: [
          { id: 'ok', title: 'Pâques', checkin: '2026-04-03', checkout: '2026-04-06' },
          { id: 'backwards', title: 'x', checkin: '2026-04-06', checkout: '2026-04-03' },
          { id: 'bad-day', title: 'x', checkin: '2026-02-30', checkout: '2026-03-02' },
          'nonsense',
        ],
      }),
    ).toEqual([{ id: 'ok', title: 'Pâques', checkin: '2026-04-03', checkout: '2026-04-06' }]);
  });
});
