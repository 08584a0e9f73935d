'use client';

import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs` (facet refresh while the visitor edits). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
