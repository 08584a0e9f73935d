import { isPaxCountAllowed, type Pax, type PaxKind } from './pax';

/**
 * The guest steppers (part 2 §4 and §5): a change that would leave the bounds is ignored, not
 * clamped, so the party never holds a count the hash codec would refuse.
 */
export function canChangePax(pax: Pax, kind: PaxKind, delta: number): boolean {
  return isPaxCountAllowed(kind, pax[kind] + delta);
}

/** One step of a stepper; a change outside the bounds leaves the party as it was. */
export function changePax(pax: Pax, kind: PaxKind, delta: number): Pax {
  return canChangePax(pax, kind, delta) ? { ...pax, [kind]: pax[kind] + delta } : pax;
}
