import { DESKTOP_MIN_WIDTH } from '@/theme/breakpoints';
import { SCREEN_TYPE_DEBOUNCE_MS, screenTypeOf, trackScreenType, useScreenTypeStore } from '@/state/screen-type';

/** A window whose width the test sets and whose resize events it fires. */
function fakeWindow(width: number) {
  const target = new EventTarget() as EventTarget & { innerWidth: number };
  target.innerWidth = width;
  return target;
}

describe('screen type', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is desktop from the breakpoint up', () => {
    expect(DESKTOP_MIN_WIDTH).toBe(1024);
    expect(screenTypeOf(1023)).toBe('mobile');
    expect(screenTypeOf(1024)).toBe('desktop');
    expect(screenTypeOf(320)).toBe('mobile');
  });

  it('measures at once, then only after resizing settles', () => {
    const target = fakeWindow(375);
    const setWidth = vi.fn();
    const stop = trackScreenType(target as unknown as Window, setWidth);
    expect(setWidth).toHaveBeenLastCalledWith(375);

    for (const width of [600, 900, 1280]) {
      target.innerWidth = width;
      target.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(SCREEN_TYPE_DEBOUNCE_MS - 1);
    }
    expect(setWidth).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(setWidth).toHaveBeenCalledTimes(2);
    expect(setWidth).toHaveBeenLastCalledWith(1280);

    stop();
    target.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(1000);
    expect(setWidth).toHaveBeenCalledTimes(2);
  });

  it('keeps the type in a store, changing only when the type changes', () => {
    const listener = vi.fn();
    const unsubscribe = useScreenTypeStore.subscribe(listener);
    const { setWidth } = useScreenTypeStore.getState();
    setWidth(400);
    setWidth(500);
    expect(useScreenTypeStore.getState().type).toBe('mobile');
    setWidth(1300);
    expect(useScreenTypeStore.getState().type).toBe('desktop');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
