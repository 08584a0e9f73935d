import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

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
 * CMS and catalogue images through Next's image optimiser, as a plain `<img>`: `getImageProps` gives
 * the optimiser's `srcset` on the server, so no image component ships to the browser and no image's
 * props travel in the page's payload (next/image's client component put 30 of them, 8 kB, in the
 * home's). Vector images (the simulator draws SVGs) have nothing to optimise: they skip the round trip.
 * The LCP candidate is also preloaded from the head, as next/image's `preload` did.
 */
export function BlockImage({ src, alt, width, height, sizes, className, priority = false }: BlockImageProps) {
  const { props } = getImageProps({
    src,
    alt,
    width,
    height,
    sizes,
    className,
    unoptimized: isVector(src),
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  });
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element -- the optimiser's own props, from getImageProps
  return <img {...props} alt={alt} />;
}

export function isVector(src: string): boolean {
  return /\.svg(?:$|[?#])/i.test(src);
}
