'use client';

import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import type { GalleryPicture } from './gallery-images';

const loadSlideshow = () => import('./slideshow');
const Slideshow = lazy(loadSlideshow);

interface GalleryControl {
  open(index: number): void;
}

const GalleryContext = createContext<GalleryControl | null>(null);

/**
 * Opens the slideshow over the server-rendered gallery. The slideshow (Radix dialog and embla) is
 * fetched when the visitor first reaches for a picture or the button (pointer or focus), and mounts
 * on the first open: none of it is in the page's first load (DESIGN §6).
 */
export function GalleryIsland({ pictures, title, children }: { pictures: GalleryPicture[]; title: string; children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; start: number } | null>(null);
  return (
    <GalleryContext.Provider value={{ open: (start) => setState({ open: true, start }) }}>
      {children}
      {state ? (
        <Suspense fallback={null}>
          <Slideshow
            open={state.open}
            onOpenChange={(open) => setState((previous) => (previous ? { ...previous, open } : previous))}
            title={title}
            pictures={pictures}
            start={state.start}
          />
        </Suspense>
      ) : null}
    </GalleryContext.Provider>
  );
}

interface TriggerProps {
  /** The picture the slideshow opens at (0-based). */
  index: number;
  /** The button's accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}

/** Warm the slideshow's chunk as soon as the visitor reaches for a trigger. */
const prefetch = () => void loadSlideshow().catch(() => {});

function useOpen(index: number) {
  const control = useContext(GalleryContext);
  return () => control?.open(index);
}

/** A picture of the gallery as a button: it opens the slideshow at that picture. */
export function GalleryPictureButton({ index, label, className, children }: TriggerProps) {
  const open = useOpen(index);
  return (
    <button type="button" className={className} aria-label={label} onClick={open} onPointerEnter={prefetch} onFocus={prefetch} data-gallery-index={index}>
      {children}
    </button>
  );
}

/** The 'See {count} pictures' button: its text is its name; `children` is an optional icon before it. */
export function SeeAllPicturesButton({ index, label, className, children }: Omit<TriggerProps, 'children'> & { children?: ReactNode }) {
  const open = useOpen(index);
  return (
    <button type="button" className={className} onClick={open} onPointerEnter={prefetch} onFocus={prefetch} data-testid="gallery-see-all">
      {children}
      {label}
    </button>
  );
}
