import { http, HttpResponse } from 'msw';

/**
 * Map tiles drawn by the simulator (GET /tiles/{z}/{x}/{y}.svg), so the results map works without
 * downloading anything: a land-coloured square with a faint graticule and its coordinates. The
 * same tile is always the same bytes (cacheable forever).
 */
const SIZE = 256;
const MAX_ZOOM = 19;

export function renderTile(z: number, x: number, y: number): string {
  // A gentle colour drift across the world, so panning is visible.
  const hue = 90 + ((x * 7 + y * 13) % 40);
  const lines = [64, 128, 192].map((at) => `<path d="M${at} 0V${SIZE}M0 ${at}H${SIZE}" stroke="hsl(${hue} 25% 78%)" stroke-width="1"/>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    `<rect width="${SIZE}" height="${SIZE}" fill="hsl(${hue} 30% 90%)"/>`,
    lines,
    `<rect x="0.5" y="0.5" width="${SIZE - 1}" height="${SIZE - 1}" fill="none" stroke="hsl(${hue} 20% 70%)"/>`,
    `<text x="8" y="20" font-family="sans-serif" font-size="11" fill="hsl(${hue} 15% 45%)">${z}/${x}/${y}</text>`,
    `</svg>`,
  ].join('');
}

const integer = (value: unknown) => (typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : null);

export const tileHandlers = [
  http.get('*/tiles/:z/:x/:y', ({ params }) => {
    const z = integer(params.z);
    const x = integer(params.x);
    const y = integer(String(params.y).replace(/\.svg$/, ''));
    if (z === null || x === null || y === null || z > MAX_ZOOM || x >= 2 ** z || y >= 2 ** z) {
      return new HttpResponse('Unknown tile', { status: 404 });
    }
    return new HttpResponse(renderTile(z, x, y), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable', 'access-control-allow-origin': '*' },
    });
  }),
];
