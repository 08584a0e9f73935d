'use client';

import { useState } from 'react';
import type { Handles } from '@/domain/filters';

/**
 * The handles a slider shows. The draft alone cannot place them: several positions read as the
 * same criteria (every lower price handle from 0 to 9 is "no minimum"), and handles may cross
 * until blur. So the handles last moved here are kept while they still stand for the draft's
 * values; once the draft changes elsewhere (Cancel, Reset, a new URL) the handles follow it.
 */
export function useSliderHandles(fromDraft: Handles, standsForDraft: (handles: Handles) => boolean): [Handles, (handles: Handles) => void] {
  const [moved, setMoved] = useState<Handles | null>(null);
  const shown = moved !== null && standsForDraft(moved) ? moved : fromDraft;
  return [shown, setMoved];
}
