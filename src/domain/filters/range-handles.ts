/**
 * Two-handle range sliders (part 1 §4): a click on the track moves the nearer handle; while the
 * visitor drags or types the handles may cross, and on blur they are put back in order.
 */
export type Handles = readonly [number, number];

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

/** On the step grid and inside the bounds. */
export function snapToBounds(value: number, bounds: SliderBounds): number {
  if (!Number.isFinite(value)) return bounds.min;
  const stepped = bounds.min + Math.round((value - bounds.min) / bounds.step) * bounds.step;
  return Math.min(bounds.max, Math.max(bounds.min, stepped));
}

export function orderHandles(handles: Handles): Handles {
  const [a, b] = handles;
  return a <= b ? [a, b] : [b, a];
}

/**
 * The track click: the handle nearer the click moves there. On a tie the click's side decides
 * (below both: the lower handle; above both: the upper one); exactly between them, the lower one.
 */
export function moveNearerHandle(handles: Handles, clicked: number, bounds: SliderBounds): Handles {
  const value = snapToBounds(clicked, bounds);
  const [low, high] = orderHandles(handles);
  const toLow = Math.abs(value - low);
  const toHigh = Math.abs(value - high);
  if (toLow < toHigh || (toLow === toHigh && value <= low)) return [value, high];
  if (toHigh < toLow || value >= high) return [low, value];
  return [value, high];
}
