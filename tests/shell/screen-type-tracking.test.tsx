import { renderHook } from '@testing-library/react';
import { useScreenTypeStore, useScreenTypeTracking } from '@/state/screen-type';

describe('screen type tracking', () => {
  it('an island that only tracks the type measures it without rendering again', () => {
    useScreenTypeStore.setState({ type: 'unknown' });
    let renders = 0;
    const { unmount } = renderHook(() => {
      renders += 1;
      useScreenTypeTracking();
    });
    expect(useScreenTypeStore.getState().type).not.toBe('unknown');
    expect(renders).toBe(1);
    unmount();
  });
});
