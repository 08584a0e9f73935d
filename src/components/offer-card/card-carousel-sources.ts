import type { CardImage } from '@/domain/model/search';

export interface CarouselProps {
  images: CardImage[];
  fallback: string | null;
  alt: string;
  priority: boolean;
}

/** The pictures a full card shows, in the 640×360 size, with the fallback picture when it has none. */
export function sourcesOf({ images, fallback, alt }: CarouselProps): Array<{ url: string; alt: string }> {
  return images.length > 0 ? images.map((image) => ({ url: image.sizes['640x360'] ?? image.url, alt: image.alt || alt })) : fallback ? [{ url: fallback, alt }] : [];
}
