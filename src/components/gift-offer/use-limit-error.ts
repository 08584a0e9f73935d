'use client';

import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ERROR_CLEAR_MS, type Personalisation, type PersonalisationField } from '@/domain/gift/personalisation';

/** The error type of a rejected keystroke: only this error clears itself. */
export const LIMIT_ERROR_TYPE = 'limit';

/**
 * Typing beyond a field's limit shows 'The field is limited to … characters', which clears after
 * ERROR_CLEAR_MS (part 1 §5, §9); each new rejection restarts the delay. The timers live with the
 * form (not the fields), so closing the dialog mid-delay still clears the error.
 */
export function useLimitError(form: Pick<UseFormReturn<Personalisation>, 'setError' | 'clearErrors' | 'getFieldState'>) {
  const timers = useRef(new Map<PersonalisationField, ReturnType<typeof setTimeout>>());
  const { setError, clearErrors, getFieldState } = form;

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return useCallback(
    (field: PersonalisationField) => {
      setError(field, { type: LIMIT_ERROR_TYPE, message: 'maxLength' });
      clearTimeout(timers.current.get(field));
      timers.current.set(
        field,
        setTimeout(() => {
          timers.current.delete(field);
          if (getFieldState(field).error?.type === LIMIT_ERROR_TYPE) clearErrors(field);
        }, ERROR_CLEAR_MS),
      );
    },
    [setError, clearErrors, getFieldState],
  );
}
