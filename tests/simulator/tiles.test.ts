import { SIMULATOR_ORIGIN } from '../setup/env';

/** The simulator's map tiles: the default MAP_TILE_URL, so the map never downloads anything. */
describe('GET /tiles/{z}/{x}/{y}.svg', () => {
  it('draws a deterministic SVG tile, cacheable forever', async () => {
    const first = await fetch(`${SIMULATOR_ORIGIN}/tiles/6/32/22.svg`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    expect(first.headers.get('cache-control')).toContain('immutable');
    const body = await first.text();
    expect(body).toMatch(/^<svg [^>]*width="256" height="256"/);
    expect(body).toContain('6/32/22');
    expect(await (await fetch(`${SIMULATOR_ORIGIN}/tiles/6/32/22.svg`)).text()).toBe(body);
  });

  it('answers 404 for a tile outside the world or a bad coordinate', async () => {
    expect((await fetch(`${SIMULATOR_ORIGIN}/tiles/2/4/0.svg`)).status).toBe(404);
    expect((await fetch(`${SIMULATOR_ORIGIN}/tiles/25/0/0.svg`)).status).toBe(404);
    expect((await fetch(`${SIMULATOR_ORIGIN}/tiles/a/0/0.svg`)).status).toBe(404);
  });
});
