import { http, HttpResponse } from 'msw';
import { encodePng } from './png';

/** The spec's image size sets (part 2 §3). */
export const IMAGE_SIZES = ['120x80', '640x360', '750x360', '960x540', '1920x595', '1920x880'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** Absolute URL of a generated image, on the host that received the request. */
export function imageUrl(request: Request, key: string, size: ImageSize = '960x540'): string {
  return `${new URL(request.url).origin}/images/${encodeURIComponent(key)}/${size}.png`;
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

/** HSL (degrees, percents) to RGB 0–255. */
function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [f(0), f(8), f(4)];
}

/**
 * A deterministic landscape drawn from the key: sky gradient, sun, two hills. A PNG (see png.ts):
 * small, cacheable, never downloaded from anywhere.
 */
export function renderImage(key: string, width: number, height: number): Buffer {
  const h = hash(key);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >> 8) % 80)) % 360;
  const sunX = width * (0.2 + ((h >> 12) % 60) / 100);
  const sunY = height * (0.2 + ((h >> 4) % 20) / 100);
  const sunRadius = Math.min(width, height) * 0.12;
  const sun = hslToRgb(45, 95, 70);
  const hills = [
    { base: height * 0.6, amplitude: height * (0.05 + ((h >> 16) % 8) / 100), phase: (h % 628) / 100, colour: hslToRgb(hue2, 45, 42) },
    { base: height * 0.72, amplitude: height * (0.04 + ((h >> 20) % 8) / 100), phase: ((h >> 3) % 628) / 100, colour: hslToRgb(hue2, 45, 32) },
  ];
  const sky = Array.from({ length: height }, (_, y) => hslToRgb(hue, 70 - (10 * y) / height, 72 + (18 * y) / height));
  const ridges = hills.map((hill) => Array.from({ length: width }, (_, x) => hill.base - hill.amplitude * Math.sin((x / width) * Math.PI * 2 + hill.phase)));
  return encodePng(width, height, (x, y) => {
    for (let index = hills.length - 1; index >= 0; index--) if (y >= ridges[index]![x]!) return hills[index]!.colour;
    const dx = x - sunX;
    const dy = y - sunY;
    return dx * dx + dy * dy <= sunRadius * sunRadius ? sun : sky[y]!;
  });
}

/** Rendered pictures by key and size: a page asks for the same ones again and again. */
const rendered = new Map<string, Buffer>();
const MAX_RENDERED = 400;

function cachedImage(key: string, width: number, height: number): Buffer {
  const id = `${key}/${width}x${height}`;
  let image = rendered.get(id);
  if (!image) {
    image = renderImage(key, width, height);
    if (rendered.size >= MAX_RENDERED) rendered.delete(rendered.keys().next().value!);
    rendered.set(id, image);
  }
  return image;
}

export const imageHandlers = [
  http.get('*/images/:key/:size', ({ params }) => {
    const size = String(params.size).replace(/\.png$/, '');
    if (!(IMAGE_SIZES as readonly string[]).includes(size)) return new HttpResponse('Unknown image size', { status: 404 });
    const [width, height] = size.split('x').map(Number) as [number, number];
    return new HttpResponse(new Uint8Array(cachedImage(String(params.key), width, height)), {
      headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable' },
    });
  }),
];
