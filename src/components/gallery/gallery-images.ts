import type { Image } from '@/domain/model/product';

/**
 * The gallery's rules in one place (pure: the server gallery, the slideshow and the tests use them).
 *
 * Part 1 §2: up to 4 pictures, or a single one when there are fewer than 4. Part 2 §9: the hotel
 * gallery shows 4 on desktop. Part 1 §9: slide animation 300 ms, snap threshold one sixth of width.
 */

/** Pictures the desktop grid shows when there are enough of them (the main one and 3 more). */
export const GRID_COUNT = 4;

/**
 * Part 1 §9 "Gallery slideshow gets first 5 images on desktop". The slideshow always holds every
 * picture ('See 12 pictures' keeps its promise); on desktop its first 5 are fetched as soon as it
 * opens (the grid's 4, already in the cache, and the next one), the others when the visitor comes
 * near them. On mobile only the current picture and its neighbours are fetched.
 */
export const DESKTOP_EAGER_SLIDES = 5;

/** A swipe of one sixth of the slide's width moves to the next picture (part 1 §9). */
export const SNAP_THRESHOLD = 1 / 6;

/**
 * Embla's `duration` is not in milliseconds (a spring stepped at 60 Hz, friction 0.68). Stepping its
 * formula: with 15 a slide covers 95 % of the way in 250 ms and 99.5 % in 300 ms, whatever the
 * distance (the spec's 300 ms slide, part 1 §9); embla's default 25 takes about 800 ms.
 */
export const EMBLA_DURATION = 15;

/** The size sets a gallery picture may use (part 2 §9), by the API's size name and pixel width. */
const CANDIDATES: ReadonlyArray<readonly [name: string, width: number]> = [
  ['640_360', 640],
  ['750_360', 750],
  ['960_540', 960],
  ['1920_880', 1920],
];

/** Intrinsic size written on every <img>: the box's aspect ratio is fixed by CSS, so nothing moves. */
export const IMAGE_WIDTH = 960;
export const IMAGE_HEIGHT = 540;

export interface GalleryPicture {
  /** 0-based position in the product's pictures. */
  index: number;
  src: string;
  srcSet: string | undefined;
  /** The text alternative: the picture's alt, else its legend, else the product's label. */
  alt: string;
  legend: string | null;
}

/** `srcset` of a picture from the size sets it has (undefined when it has none: `src` alone). */
export function srcSetOf(image: Pick<Image, 'sizes'>): string | undefined {
  const entries = CANDIDATES.filter(([name]) => image.sizes[name]).map(([name, width]) => `${image.sizes[name]} ${width}w`);
  return entries.length > 0 ? entries.join(', ') : undefined;
}

/** The text alternative: the picture's own alt, else its legend, else the product's or hotel's label. */
export function altOf(image: Pick<Image, 'alt' | 'legend'>, label: string): string {
  return image.alt?.trim() || image.legend?.trim() || label;
}

export function picturesOf(images: readonly Image[], label: string): GalleryPicture[] {
  return images
    .filter((image) => Boolean(image.url || image.sizes['960_540'] || image.sizes['640_360']))
    .map((image, index) => ({
      index,
      src: image.sizes['960_540'] || image.url || image.sizes['640_360']!,
      srcSet: srcSetOf(image),
      alt: altOf(image, label),
      legend: image.legend?.trim() || null,
    }));
}

/** What the page shows: the grid of 4 when there are at least 4 pictures, else the first alone. */
export function shownPictures(pictures: readonly GalleryPicture[]): GalleryPicture[] {
  return pictures.length >= GRID_COUNT ? pictures.slice(0, GRID_COUNT) : pictures.slice(0, 1);
}

/** The slides whose picture is fetched now: near the current one, and on desktop the first 5. */
export function isEagerSlide(position: number, current: number, desktop: boolean): boolean {
  return Math.abs(position - current) <= 1 || (desktop && position < DESKTOP_EAGER_SLIDES);
}

/**
 * Where a swipe that embla left on its starting picture should go: a drag of at least one sixth of
 * the width moves one picture in its direction (embla alone needs a faster or longer drag).
 * `dragged` is the pointer's move in px (negative: towards the next picture).
 */
export function swipeTarget(current: number, dragged: number, width: number, count: number): number | null {
  if (width <= 0 || Math.abs(dragged) < width * SNAP_THRESHOLD) return null;
  const target = dragged < 0 ? current + 1 : current - 1;
  return target >= 0 && target < count ? target : null;
}
