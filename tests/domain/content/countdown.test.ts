import { COUNTDOWN_TICK_MS, isCountdownVisible, isJumbotronVisible, remainingTime } from '@/domain/content/countdown';

describe('countdown (part 2 §4, §9)', () => {
  const countDown = { start: '2026-03-01T00:00:00.000Z', end: '2026-03-10T00:00:00.000Z' };

  it('ticks every second', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
  });

  it('is visible only while start <= now < end', () => {
    expect(isCountdownVisible(countDown, new Date('2026-02-28T23:59:59.999Z'))).toBe(false);
    expect(isCountdownVisible(countDown, new Date('2026-03-01T00:00:00.000Z'))).toBe(true);
    expect(isCountdownVisible(countDown, new Date('2026-03-09T23:59:59.999Z'))).toBe(true);
    expect(isCountdownVisible(countDown, new Date('2026-03-10T00:00:00.000Z'))).toBe(false);
    expect(isCountdownVisible(null, new Date('2026-03-05T00:00:00.000Z'))).toBe(false);
    expect(isCountdownVisible({ start: 'soon', end: 'later' }, new Date())).toBe(false);
  });

  it('counts the remaining time down to zero, never below', () => {
    expect(remainingTime(countDown.end, new Date('2026-03-08T21:58:30.000Z'))).toEqual({
      totalMs: ((1 * 24 + 2) * 3600 + 90) * 1000,
      days: 1,
      hours: 2,
      minutes: 1,
      seconds: 30,
    });
    expect(remainingTime(countDown.end, new Date('2026-03-11T00:00:00.000Z'))).toEqual({ totalMs: 0, days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('hides a jumbotron whose countdown window is not open, keeps one without countdown', () => {
    expect(isJumbotronVisible({ countDown }, new Date('2026-03-05T00:00:00.000Z'))).toBe(true);
    expect(isJumbotronVisible({ countDown }, new Date('2026-03-12T00:00:00.000Z'))).toBe(false);
    expect(isJumbotronVisible({ countDown: null }, new Date('2026-03-12T00:00:00.000Z'))).toBe(true);
  });
});
