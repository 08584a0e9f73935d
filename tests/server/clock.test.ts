import { parseClock } from '@/server/clock.server';

/** The storefront's clock (src/server/clock.server.ts): real, or pinned for a test run against the simulator. */
describe('the storefront clock', () => {
  it('is the real clock when no date is pinned', () => {
    const before = Date.now();
    const read = parseClock({})().getTime();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
    expect(parseClock({ SIMULATED_NOW: '' })().getTime()).toBeGreaterThanOrEqual(before);
  });

  it('reads the pinned instant at the given real time, and flows on from there', () => {
    const since = Date.now() - 90_000;
    const read = parseClock({ SIMULATED_NOW: '2026-12-31T19:30:00Z', SIMULATED_NOW_SINCE: String(since) })().getTime();
    const expected = Date.parse('2026-12-31T19:30:00Z') + 90_000;
    expect(read).toBeGreaterThanOrEqual(expected);
    expect(read).toBeLessThan(expected + 5_000);
  });

  it('starts at the pinned instant when it is read, by default', () => {
    const clock = parseClock({ SIMULATED_NOW: '2026-11-28T21:15:00+01:00' }, Date.now());
    const read = clock().getTime();
    expect(read).toBeGreaterThanOrEqual(Date.parse('2026-11-28T20:15:00Z'));
    expect(read).toBeLessThan(Date.parse('2026-11-28T20:15:00Z') + 5_000);
  });

  it('names the variable of a malformed setting', () => {
    expect(() => parseClock({ SIMULATED_NOW: 'tomorrow' })).toThrow(/SIMULATED_NOW/);
    expect(() => parseClock({ SIMULATED_NOW: '2026-11-24' })).toThrow(/SIMULATED_NOW/);
    expect(() => parseClock({ SIMULATED_NOW: '2026-11-24T10:00:00Z', SIMULATED_NOW_SINCE: 'soon' })).toThrow(/SIMULATED_NOW_SINCE/);
  });

  it('refuses a pinned date when a real travel-API service is configured', () => {
    expect(() => parseClock({ SIMULATED_NOW: '2026-11-24T10:00:00Z', SEARCH_API_URL: 'https://search.example' })).toThrow(
      /SIMULATED_NOW.*SEARCH_API_URL/,
    );
    // The simulator's own port is not a real service.
    expect(() => parseClock({ SIMULATED_NOW: '2026-11-24T10:00:00Z', SIMULATOR_PORT: '4103' })).not.toThrow();
  });
});
