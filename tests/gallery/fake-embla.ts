import { useCallback, useState } from 'react';

/**
 * embla-carousel-react for jsdom, which lays nothing out (embla would see every slide at 0 px and
 * never move). It keeps embla's contract the slideshow relies on: startIndex, scrollTo clamps and
 * emits 'select' when the selection changes, listeners by event name. Tests drive swipes through
 * `emit('pointerUp')` and `scrollTo` as embla's drag handler does.
 */
type Listener = () => void;

export interface FakeEmbla {
  options: Record<string, unknown>;
  count: number;
  selectedScrollSnap(): number;
  scrollTo(index: number): void;
  scrollNext(): void;
  scrollPrev(): void;
  on(event: string, listener: Listener): FakeEmbla;
  off(event: string, listener: Listener): FakeEmbla;
  emit(event: string): void;
  scrollToCalls: number[];
}

export const emblas: FakeEmbla[] = [];

function createFake(count: number, options: Record<string, unknown>): FakeEmbla {
  const listeners = new Map<string, Set<Listener>>();
  let selected = Math.min(Math.max(Number(options.startIndex ?? 0), 0), Math.max(count - 1, 0));
  const fake: FakeEmbla = {
    options,
    count,
    scrollToCalls: [],
    selectedScrollSnap: () => selected,
    scrollTo(index) {
      fake.scrollToCalls.push(index);
      const target = Math.min(Math.max(index, 0), count - 1);
      if (target === selected) return;
      selected = target;
      fake.emit('select');
    },
    scrollNext: () => fake.scrollTo(selected + 1),
    scrollPrev: () => fake.scrollTo(selected - 1),
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return fake;
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener);
      return fake;
    },
    emit(event) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener();
    },
  };
  return fake;
}

export default function useEmblaCarousel(options: Record<string, unknown> = {}) {
  const [api, setApi] = useState<FakeEmbla | undefined>(undefined);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      if (!node) return;
      const fake = createFake(node.firstElementChild?.children.length ?? 0, options);
      emblas.push(fake);
      setApi(fake);
    },
    // embla reads its options once, when the viewport mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return [ref, api] as const;
}
