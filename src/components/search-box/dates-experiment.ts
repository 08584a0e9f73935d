import { useSyncExternalStore } from 'react';
import type { DatesExperimentVariant } from '@/state/dates-experiment';

/**
 * The visitor's variant of the dates experiment (part 1 §4). The experimentation service assigns it
 * and leaves it in the cookie `escapade_dates_experiment` (forced | suggested); no cookie, or any
 * other value, is 'off'. Read in the browser only: the server and the first render say 'off'.
 */
export const DATES_EXPERIMENT_COOKIE = 'escapade_dates_experiment';

export function datesExperimentVariantOf(cookie: string): DatesExperimentVariant {
  const value = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === DATES_EXPERIMENT_COOKIE)?.[1];
  return value === 'forced' || value === 'suggested' ? value : 'off';
}

const subscribeToNothing = () => () => {};

export function useDatesExperimentVariant(): DatesExperimentVariant {
  return useSyncExternalStore(subscribeToNothing, () => datesExperimentVariantOf(document.cookie), () => 'off');
}
