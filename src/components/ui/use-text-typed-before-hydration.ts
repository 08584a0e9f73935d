import { useEffect, useRef } from 'react';

/**
 * A controlled text field the server rendered can be typed into before React has hydrated it (a
 * slow phone, a busy tab). The text is then in the field but not in the state: the next render
 * that sets the field's value would wipe it, and a submit would send the state's empty value.
 * Once hydrated, this hands the field's text to `adopt` (the field's own change path) when it
 * differs from `value`. Attach the returned ref to the field.
 */
export function useTextTypedBeforeHydration(value: string, adopt: (typed: string, focused: boolean) => void) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const field = ref.current;
    if (field && field.value !== value) adopt(field.value, document.activeElement === field);
    // Only at hydration: after it, the field and the state change together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
