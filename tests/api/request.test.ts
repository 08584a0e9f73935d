import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { request } from '@/api/core';
import { faultHandler } from '../../mocks/faults';
import { simulator } from '../setup/simulator';

/**
 * The one request function, against a probe route of the simulator: every failure becomes a
 * typed error, never a throw. (Each real call is also checked against every fault kind in
 * tests/api/faults.test.ts.)
 */
const probe = z.object({ id: z.number(), label: z.string() });
const label = { operation: 'probe', location: 'tests.request' };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  simulator.use(
    faultHandler,
    http.get('*/api/probe.json', () => HttpResponse.json({ id: 7, label: 'Hôtel' })),
    http.get('*/api/wrong-shape.json', () => HttpResponse.json({ id: 'seven' })),
    http.get('*/api/not-found.json', () => HttpResponse.json({ code: 'NOT_FOUND', message: 'No such hotel' }, { status: 404 })),
    http.get('*/api/broken-network.json', () => HttpResponse.error()),
    http.post('*/api/echo.json', async ({ request: incoming }) =>
      HttpResponse.json({ id: 1, label: `${incoming.headers.get('content-type')} ${await incoming.text()}` }),
    ),
  );
});
afterEach(() => vi.restoreAllMocks());

const get = (path: string, extra: Partial<Parameters<typeof request>[0]> = {}) =>
  request({ service: 'api', path, schema: probe, label, ...extra });

describe('request()', () => {
  it('parses a good answer', async () => {
    await expect(get('/probe.json')).resolves.toEqual({ ok: true, data: { id: 7, label: 'Hôtel' } });
  });

  it('sends query parameters and JSON bodies', async () => {
    const result = await get('/echo.json', { method: 'POST', json: { locale: 'fr_FR' } });
    expect(result).toEqual({ ok: true, data: { id: 1, label: 'application/json {"locale":"fr_FR"}' } });
  });

  it('turns an answer of the wrong shape into an invalid error naming the field', async () => {
    const result = await get('/wrong-shape.json');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'invalid', status: 200, message: expect.stringMatching(/^id:/) });
  });

  it('passes on the HTTP status and the error code and message of the body', async () => {
    await expect(get('/not-found.json')).resolves.toEqual({
      ok: false,
      error: { kind: 'http', status: 404, code: 'NOT_FOUND', message: 'No such hotel' },
    });
  });

  it('reports a network failure', async () => {
    const result = await get('/broken-network.json');
    expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it.each([
    ['500', { kind: 'http', status: 500, code: 'SIMULATED_500' }],
    ['status=503', { kind: 'http', status: 503 }],
    ['malformed', { kind: 'invalid', message: 'Malformed JSON' }],
    ['empty', { kind: 'invalid', status: 200 }],
  ])('turns the simulator fault %s into a typed error', async (fault, expected) => {
    const result = await get('/probe.json', { headers: { 'x-simulator-fault': fault } });
    expect(result).toMatchObject({ ok: false, error: expected });
  });

  it('adds latency without failing', async () => {
    const started = performance.now();
    const result = await get('/probe.json', { headers: { 'x-simulator-fault': 'latency=120' } });
    expect(result.ok).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('gives up at its timeout and says so', async () => {
    const started = performance.now();
    const result = await get('/probe.json', { headers: { 'x-simulator-fault': 'timeout' }, timeoutMs: 150 });
    const elapsed = performance.now() - started;
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    // Within its limit, with slack for a busy machine — never waiting for the upstream.
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(1500);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = get('/probe.json', { headers: { 'x-simulator-fault': 'timeout' }, signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toMatchObject({ ok: false, error: { kind: 'network', code: 'ABORTED' } });
  });

  it('logs failures with the call label', async () => {
    await get('/not-found.json');
    expect(console.error).toHaveBeenCalledWith('Error fetching probe', expect.objectContaining({ location: 'tests.request', status: 404 }));
  });
});
