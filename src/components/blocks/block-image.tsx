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
 * next/image's optimised picture for CMS and catalogue images, drawn as a plain `<img>` on the
 * server (getImageProps): the picture needs no script, so the image component's client code (about
 * 4 kB gzip) leaves every page's first load. The LCP candidate is preloaded as next/image would.
 * Vector images (the simulator draws SVGs) have nothing to optimise, so they skip the optimiser.
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
  return <img {...props} alt={alt} />;
}

export function isVector(src: string): boolean {
  return /\.svg(?:$|[?#])/i.test(src);
}
