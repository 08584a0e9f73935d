import { http, HttpResponse } from 'msw';

/** The spec's image size sets (part 2 §3). */
export const IMAGE_SIZES = ['120x80', '640x360', '750x360', '960x540', '1920x595', '1920x880'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** Absolute URL of a generated image, on the host that received the request. */
export function imageUrl(request: Request, key: string, size: ImageSize = '960x540'): string {
  return `${new URL(request.url).origin}/images/${encodeURIComponent(key)}/${size}.svg`;
}

/** Every size of one image, keyed like the spec's imagesBySize ('640_360'). */
export function imagesBySize(request: Request, key: string): Record<string, string> {
  return Object.fromEntries(IMAGE_SIZES.map((size) => [size.replace('x', '_'), imageUrl(request, key, size)]));
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/**
 * A deterministic landscape drawn from the key: sky gradient, sun, hills. Small, cacheable,
 * never downloaded from anywhere.
 */
export function renderImage(key: string, width: number, height: number): string {
  const h = hash(key);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >> 8) % 80)) % 360;
  const sunX = Math.round(width * (0.2 + ((h >> 12) % 60) / 100));
  const sunY = Math.round(height * (0.2 + ((h >> 4) % 20) / 100));
  const r = Math.round(Math.min(width, height) * 0.12);
  const hill = (offset: number, lightness: number) => {
    const y1 = Math.round(height * (0.55 + offset));
    const y2 = Math.round(height * (0.45 + offset + ((h >> (offset * 100)) % 10) / 100));
    return `<path d="M0 ${y1} Q ${Math.round(width * 0.3)} ${y2} ${Math.round(width * 0.6)} ${y1} T ${width} ${y1} V ${height} H 0 Z" fill="hsl(${hue2} 45% ${lightness}%)"/>`;
  };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 72%)"/><stop offset="1" stop-color="hsl(${hue} 60% 90%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#s)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${r}" fill="hsl(45 95% 70%)"/>`,
    hill(0.05, 42),
    hill(0.15, 32),
    `</svg>`,
  ].join('');
}

export const imageHandlers = [
  http.get('*/images/:key/:size', ({ params }) => {
    const size = String(params.size).replace(/\.svg$/, '');
    if (!(IMAGE_SIZES as readonly string[]).includes(size)) return new HttpResponse('Unknown image size', { status: 404 });
    const [width, height] = size.split('x').map(Number) as [number, number];
    return new HttpResponse(renderImage(String(params.key), width, height), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' },
    });
  }),
];
