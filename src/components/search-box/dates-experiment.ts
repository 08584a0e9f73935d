import { useAssignmentFact } from '@/experiments/visitor-assignment';
import { datesVariantOf } from '@/domain/experiments/assignment';
import type { DatesExperimentVariant } from '@/state/dates-experiment';

/**
 * The visitor's variant of the dates experiment (part 1 §4), from the one experiment assignment
 * (cookie `escapade_experiments`, set by the variation-activation route). Unassigned — no cookie
 * yet, or the experimentation service failed — is 'off': no prompt. Read in the browser only: the
 * server and the first render say 'off'.
 */
export function useDatesExperimentVariant(): DatesExperimentVariant {
  return useAssignmentFact(datesVariantOf, 'off');
}
