import { bffPostContract } from '../contract';

/**
 * The variation activation of a visitor (part 1 §7): POST /api/experiments/activate → the visitor's
 * variations, also left in the first-party cookie `escapade_experiments` (src/domain/experiments)
 * that the islands read. Asked once per visitor, from the browser, so pages stay cacheable.
 */
export interface ExperimentsActivateBody {
  /** A visitor id the browser already has (a cookie the route could not read back); else the route makes one. */
  visitorId?: string;
}

export interface ExperimentsActivateAnswer {
  visitorId: string;
  variations: Record<string, string>;
}

export const experimentsActivateContract = bffPostContract<ExperimentsActivateBody, ExperimentsActivateAnswer>('/api/experiments/activate');
