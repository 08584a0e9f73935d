import Image from 'next/image';

export interface BlockImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  className?: string;
  /** The page's LCP candidate: loaded first, never lazily. */
  priority?: boolean;
}

/**
 * next/image for CMS and catalogue images. Vector images (the simulator draws SVGs) have nothing
 * to optimise, so they skip the optimiser round trip.
 */
export function BlockImage({ src, alt, width, height, sizes, className, priority = false }: BlockImageProps) {
  return (
    <Image
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      className={className}
      unoptimized={isVector(src)}
      preload={priority}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}

export function isVector(src: string): boolean {
  return /\.svg(?:$|[?#])/i.test(src);
}
