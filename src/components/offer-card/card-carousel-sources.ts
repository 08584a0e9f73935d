import type { CardImage } from '@/domain/model/search';

export interface CarouselProps {
  images: CardImage[];
  fallback: string | null;
  alt: string;
  priority: boolean;
}

/** The size a card shows, by the spec's imagesBySize key. */
export const CARD_IMAGE_SIZE = '640_360';

/** The pictures a full card shows, in the 640×360 size, with the fallback picture when it has none. */
export function sourcesOf({ images, fallback, alt }: CarouselProps): Array<{ url: string; alt: string }> {
  return images.length > 0 ? images.map((image) => ({ url: image.sizes[CARD_IMAGE_SIZE] ?? image.url, alt: image.alt || alt })) : fallback ? [{ url: fallback, alt }] : [];
}
