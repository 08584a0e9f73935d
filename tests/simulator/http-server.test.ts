import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { simulator } from '../setup/simulator';

/**
 * The simulator as `npm start` and Playwright run it: one process serving the MSW handlers
 * over real HTTP, with fault injection by header and by admin rule.
 */
const port = 4300 + Math.floor(Math.random() * 500);
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess;

async function waitUntilUp(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/__admin/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('simulator did not start');
}

beforeAll(async () => {
  // These are real requests: the in-process interception of the other tests must let them through.
  simulator.close();
  server = spawn(join(process.cwd(), 'node_modules/.bin/tsx'), ['mocks/server.ts'], {
    env: { ...process.env, SIMULATOR_PORT: String(port) },
    stdio: 'ignore',
  });
  await waitUntilUp(30_000);
}, 40_000);

afterAll(() => {
  server.kill('SIGTERM');
  // Hand interception back in the state the shared setup expects to close.
  simulator.listen({ onUnhandledFrame: 'error' });
});

const realFetch = (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init);

describe('simulator over HTTP', () => {
  it('serves a generated picture in a spec size: a PNG of that size, the same for the same key', async () => {
    const response = await realFetch('/images/hotel-1-1/640x360.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const header = new DataView(bytes.buffer, 16, 8);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([640, 360]);
    const again = new Uint8Array(await (await realFetch('/images/hotel-1-1/640x360.png')).arrayBuffer());
    expect(again).toEqual(bytes);
    const other = new Uint8Array(await (await realFetch('/images/hotel-2-1/640x360.png')).arrayBuffer());
    expect(other).not.toEqual(bytes);
  });

  it('refuses an image size outside the spec', async () => {
    const response = await realFetch('/images/hotel-1-1/641x360.png');
    expect(response.status).toBe(404);
  });

  it('answers 404 with a JSON error for an unknown route', async () => {
    const response = await realFetch('/api/no-such-call.json');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('applies a fault from the request header', async () => {
    const response = await realFetch('/api/anything.json', { headers: { 'x-simulator-fault': '503' } });
    expect(response.status).toBe(503);
  });

  it('applies an admin fault rule the given number of times', async () => {
    const created = await realFetch('/__admin/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/anything-else.json', fault: 'malformed', times: 1 }),
    });
    expect(created.status).toBe(201);
    const first = await realFetch('/api/anything-else.json');
    expect(first.status).toBe(200);
    await expect(first.text()).resolves.toContain('not json');
    const second = await realFetch('/api/anything-else.json');
    expect(second.status).toBe(404);
  });

  it('narrows a fault rule to requests whose query or body contains a marker, and removes it by id', async () => {
    const created = await realFetch('/__admin/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/search/search.json', contains: '"locale":"it_IT"', fault: '500' }),
    });
    const rule = (await created.json()) as { id: number };
    const search = (locale: string) =>
      realFetch('/search/search.json', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale, limit: 1, page: 1, numberOfPackagesPerHotel: 1, searchCriterias: {}, type: 'stay' }),
      });
    expect((await search('it_IT')).status).toBe(500);
    expect((await search('fr_FR')).status).toBe(200);
    expect((await realFetch(`/__admin/faults/${rule.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await search('it_IT')).status).toBe(200);
  });

  it('refuses a malformed fault rule', async () => {
    const response = await realFetch('/__admin/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/x', fault: 'explode' }),
    });
    expect(response.status).toBe(400);
  });
});
