'use client';

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, type RefObject } from 'react';
import { DESKTOP_MIN_WIDTH } from '@/theme/breakpoints';

/** The carousel's scrolling engine, once it has taken over: null until embla runs. */
export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Embla on the carousel's own viewport, which is already on screen: it renders nothing, so the row,
 * its cards and their links stay the same elements when it takes over (a tap or a focus in that
 * moment is not lost). Desktop shows `desktopStep` cards and steps by that many; narrower screens
 * step by what is in view.
 */
export default function EmblaAttach({ viewport, desktopStep, onApi }: { viewport: RefObject<HTMLElement | null>; desktopStep: number; onApi(api: CarouselApi | null): void }) {
  const [attach, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 'auto',
    breakpoints: { [`(min-width: ${DESKTOP_MIN_WIDTH}px)`]: { slidesToScroll: desktopStep } },
  });
  useEffect(() => {
    attach(viewport.current);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api ?? null);
    return () => onApi(null);
  }, [api, onApi]);
  return null;
}
