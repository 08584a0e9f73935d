/**
 * The party of a stay (part 2 §3 and §5): adults 1 to 20, children 0 to 10, babies 0 to 10. The one
 * place the bounds and defaults live: hash codecs, the search box, the BFF routes and the calendar
 * read them from here.
 */

export interface Pax {
  adults: number;
  children: number;
  babies: number;
}

export type PaxKind = keyof Pax;

export const PAX_KINDS: readonly PaxKind[] = ['adults', 'children', 'babies'];

export const PAX_BOUNDS: Readonly<Record<PaxKind, { readonly min: number; readonly max: number }>> = Object.freeze({
  adults: { min: 1, max: 20 },
  children: { min: 0, max: 10 },
  babies: { min: 0, max: 10 },
});

/** Search, hotel and card defaults (part 1 §9, part 2 §5); gifts have their own fixed party (GIFT_PARTY). */
export const DEFAULT_PAX: Readonly<Pax> = Object.freeze({ adults: 2, children: 0, babies: 0 });

/** Whether a count of one kind lies within the spec's bounds (a whole number). */
export function isPaxCountAllowed(kind: PaxKind, count: number): boolean {
  return Number.isInteger(count) && count >= PAX_BOUNDS[kind].min && count <= PAX_BOUNDS[kind].max;
}

/** Single room is true when any child or baby comes, false otherwise (part 2 §5). */
export function isSingleRoom(pax: Pick<Pax, 'children' | 'babies'>): boolean {
  return pax.children > 0 || pax.babies > 0;
}
