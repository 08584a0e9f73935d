'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ChevronRightIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { DESKTOP_MIN_WIDTH, media } from '@/theme/breakpoints';
import { EMBLA_DURATION, IMAGE_HEIGHT, IMAGE_WIDTH, isEagerSlide, swipeTarget, type GalleryPicture } from './gallery-images';
import { slideshowMessages as m } from './slideshow-messages';

export interface SlideshowProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's title and the carousel's name ('Pictures of {label}'). */
  title: string;
  pictures: readonly GalleryPicture[];
  /** The picture it opens at (0-based). */
  start: number;
}

/** The slideshow's width on desktop; full screen below the desktop breakpoint. */
const DESKTOP_WIDTH = 1100;
const SLIDE_SIZES = `(min-width: ${DESKTOP_MIN_WIDTH}px) min(${DESKTOP_WIDTH - 32}px, 94vw), 100vw`;

/**
 * The gallery's slideshow, loaded with embla on the first open (gallery-island.tsx). A Radix dialog
 * (ui/modal): focus trapped, Escape closes, focus back to the picture or button that opened it.
 * Previous and next buttons, arrow keys (Home and End too) and swipes move one picture; the position
 * is announced politely.
 */
export default function Slideshow({ open, onOpenChange, title, pictures, start }: SlideshowProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} width={DESKTOP_WIDTH} fullScreenOnMobile data-testid="gallery-slideshow">
      <Slides title={title} pictures={pictures} start={Math.min(Math.max(start, 0), Math.max(pictures.length - 1, 0))} />
    </Modal>
  );
}

function Slides({ title, pictures, start }: { title: string; pictures: readonly GalleryPicture[]; start: number }) {
  const intl = useIntl();
  const count = pictures.length;
  const [current, setCurrent] = useState(start);
  // Read once at open (the slideshow mounts only in the browser, after a click).
  const [desktop] = useState(() => window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`).matches);
  const [reducedMotion] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  const [viewportRef, api] = useEmblaCarousel({ startIndex: start, duration: reducedMotion ? 0 : EMBLA_DURATION, loop: false });

  const go = useCallback(
    (target: number) => {
      if (target < 0 || target >= count) return;
      setCurrent(target);
      api?.scrollTo(target);
    },
    [api, count],
  );

  // Embla moves on swipes: its selection is the current picture.
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setCurrent(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  // A slow swipe of one sixth of the width is enough (part 1 §9); embla alone wants a faster one.
  const drag = useRef<{ x: number; from: number; dx: number } | null>(null);
  const viewport = useRef<HTMLDivElement | null>(null);
  const setViewport = useCallback(
    (node: HTMLDivElement | null) => {
      viewport.current = node;
      viewportRef(node);
    },
    [viewportRef],
  );
  useEffect(() => {
    if (!api) return;
    const onPointerUp = () => {
      const swipe = drag.current;
      drag.current = null;
      if (!swipe || api.selectedScrollSnap() !== swipe.from) return;
      const target = swipeTarget(swipe.from, swipe.dx, viewport.current?.clientWidth ?? 0, count);
      if (target !== null) api.scrollTo(target);
    };
    api.on('pointerUp', onPointerUp);
    return () => {
      api.off('pointerUp', onPointerUp);
    };
  }, [api, count]);
  const onPointerDown = (event: ReactPointerEvent) => {
    const swipe = { x: event.clientX, from: api?.selectedScrollSnap() ?? current, dx: 0 };
    drag.current = swipe;
    const track = (up: PointerEvent) => {
      swipe.dx = up.clientX - swipe.x;
    };
    window.addEventListener('pointerup', track, { once: true, capture: true });
  };

  // The arrow keys work wherever the focus is in the dialog (it starts on Close, in the header).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
      const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 };
      const target = moves[event.key];
      if (target === undefined) return;
      event.preventDefault();
      go(target);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [go, count, current]);

  const atStart = current === 0;
  const atEnd = current === count - 1;
  const position = intl.formatMessage(m.position, { index: current + 1, count });
  return (
    <Stage role="region" aria-roledescription={intl.formatMessage(m.carousel)} aria-label={title}>
      <Frame>
        <Viewport ref={setViewport} onPointerDown={onPointerDown} data-testid="gallery-viewport">
          <Track>
            {pictures.map((picture, slide) => {
              const hidden = slide !== current;
              const captionRepeatsAlt = picture.legend === picture.alt;
              return (
                <Slide
                  key={`${picture.src}-${slide}`}
                  role="group"
                  aria-roledescription={intl.formatMessage(m.slide)}
                  aria-label={intl.formatMessage(m.position, { index: slide + 1, count })}
                  aria-hidden={hidden || undefined}
                  data-current={hidden ? undefined : ''}
                >
                  <Picture>
                    {/* eslint-disable-next-line @next/next/no-img-element -- the simulator's and the API's pictures, sized by srcset */}
                    <img
                      src={picture.src}
                      srcSet={picture.srcSet}
                      sizes={SLIDE_SIZES}
                      alt={picture.alt}
                      width={IMAGE_WIDTH}
                      height={IMAGE_HEIGHT}
                      loading={isEagerSlide(slide, current, desktop) ? 'eager' : 'lazy'}
                      decoding="async"
                      draggable={false}
                    />
                  </Picture>
                  {picture.legend ? <Caption aria-hidden={captionRepeatsAlt || undefined}>{picture.legend}</Caption> : null}
                </Slide>
              );
            })}
          </Track>
        </Viewport>
        {count > 1 ? (
          <>
            <Arrow type="button" $side="previous" aria-label={intl.formatMessage(m.previous)} aria-disabled={atStart || undefined} onClick={() => go(current - 1)}>
              <ChevronRightIcon />
            </Arrow>
            <Arrow type="button" $side="next" aria-label={intl.formatMessage(m.next)} aria-disabled={atEnd || undefined} onClick={() => go(current + 1)}>
              <ChevronRightIcon />
            </Arrow>
          </>
        ) : null}
      </Frame>
      <Counter aria-hidden="true" data-testid="gallery-counter">
        {intl.formatMessage(m.counter, { index: current + 1, count })}
      </Counter>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="gallery-position">
        {position}
      </p>
    </Stage>
  );
}

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);

  ${media.mobile} {
    min-height: 100%;
    justify-content: center;
  }
`;

const Frame = styled.div`
  position: relative;
`;

const Viewport = styled.div`
  overflow: hidden;
  border-radius: var(--radius-s);
`;

const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
`;

const Slide = styled.figure`
  flex: 0 0 100%;
  min-width: 0;
  margin: 0;
`;

/** A 16:9 box (no more than the window leaves) in which the whole picture fits, letterboxed. */
const Picture = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  max-height: calc(90vh - 190px);
  width: 100%;
  background: var(--color-text);

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    display: block;
    user-select: none;
  }

  ${media.mobile} {
    max-height: calc(100dvh - 190px);
  }
`;

const Caption = styled.figcaption`
  margin-top: var(--space-2);
  color: var(--color-text);
  font-size: 0.9375rem;
  text-align: center;
`;

/** 44 px round buttons over the picture's edges: dark icon on white, readable on any photo. */
const Arrow = styled.button<{ $side: 'previous' | 'next' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'previous' ? 'left: var(--space-2);' : 'right: var(--space-2);')}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid var(--color-border);
  border-radius: 50%;
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-card);
  cursor: pointer;
  transform: translateY(-50%);

  svg {
    width: 24px;
    height: 24px;
    ${({ $side }) => ($side === 'previous' ? 'transform: scaleX(-1);' : '')}
  }

  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: default;
  }
`;

const Counter = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.9375rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;
