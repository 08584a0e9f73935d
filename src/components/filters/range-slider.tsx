'use client';

import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { moveNearerHandle, orderHandles, snapToBounds, type Handles, type SliderBounds } from '@/domain/filters';
import styles from './filters.module.css';

export interface RangeSliderProps {
  bounds: SliderBounds;
  handles: Handles;
  onChange(handles: Handles): void;
  labels: { min: string; max: string };
  /** Text of a value for screen readers and the handles' captions ('120 €', '250+ €'). */
  valueText(value: number): string;
  'data-testid'?: string;
}

const PAGE_STEPS = 10;

/**
 * A two-handle range slider (part 1 §4): each handle is a focusable role="slider" (arrows, Page
 * Up/Down, Home/End), a drag moves the handle held, a press on the track moves the nearer handle
 * (moveNearerHandle), and handles are put back in order when one loses focus.
 */
export function RangeSlider({ bounds, handles, onChange, labels, valueText, ...rest }: RangeSliderProps) {
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef<0 | 1 | null>(null);
  const percent = (value: number) => ((value - bounds.min) / (bounds.max - bounds.min)) * 100;

  const valueAt = (clientX: number): number => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return bounds.min;
    const ratio = Math.min(1, Math.max(0, (clientX - rect.left) / rect.width));
    return snapToBounds(bounds.min + ratio * (bounds.max - bounds.min), bounds);
  };

  const setHandle = (index: 0 | 1, value: number) => {
    const next: [number, number] = [handles[0], handles[1]];
    next[index] = snapToBounds(value, bounds);
    onChange(next);
  };

  const onTrackPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    onChange(moveNearerHandle(handles, valueAt(event.clientX), bounds));
  };

  const onHandlePointerDown = (index: 0 | 1) => (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = index;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onHandlePointerMove = (index: 0 | 1) => (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current === index) setHandle(index, valueAt(event.clientX));
  };
  const onHandlePointerUp = () => {
    dragging.current = null;
  };

  const onKeyDown = (index: 0 | 1) => (event: KeyboardEvent<HTMLDivElement>) => {
    const current = handles[index];
    const moves: Record<string, number> = {
      ArrowLeft: current - bounds.step,
      ArrowDown: current - bounds.step,
      ArrowRight: current + bounds.step,
      ArrowUp: current + bounds.step,
      PageDown: current - bounds.step * PAGE_STEPS,
      PageUp: current + bounds.step * PAGE_STEPS,
      Home: bounds.min,
      End: bounds.max,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setHandle(index, next);
  };

  const onBlur = () => {
    const ordered = orderHandles(handles);
    if (ordered[0] !== handles[0]) onChange(ordered);
  };

  const [low, high] = handles;
  return (
    <div className={styles.slider} data-testid={rest['data-testid']}>
      <div ref={track} className={styles.track} onPointerDown={onTrackPointerDown} data-testid="slider-track">
        <div className={styles.range} style={{ left: `${Math.min(percent(low), percent(high))}%`, width: `${Math.abs(percent(high) - percent(low))}%` }} />
        {([0, 1] as const).map((index) => (
          <div
            key={index}
            role="slider"
            tabIndex={0}
            className={styles.handle}
            style={{ left: `${percent(handles[index])}%` }}
            aria-label={index === 0 ? labels.min : labels.max}
            aria-valuemin={bounds.min}
            aria-valuemax={bounds.max}
            aria-valuenow={handles[index]}
            aria-valuetext={valueText(handles[index])}
            aria-orientation="horizontal"
            onKeyDown={onKeyDown(index)}
            onPointerDown={onHandlePointerDown(index)}
            onPointerMove={onHandlePointerMove(index)}
            onPointerUp={onHandlePointerUp}
            onBlur={onBlur}
          />
        ))}
      </div>
    </div>
  );
}
