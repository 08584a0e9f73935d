/**
 * The eco label (part 1 §4): shown only when the hotel lists at least 8 eco facilities, with a
 * modal listing them. Blank and repeated entries are not commitments, so they do not count.
 */
export const ECO_LABEL_MIN_FACILITIES = 8;

/** The facilities the modal lists: trimmed, non-empty, once each, in the hotel's order. */
export function ecoFacilityList(ecoFacilities: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  for (const facility of ecoFacilities ?? []) {
    const text = typeof facility === 'string' ? facility.trim() : '';
    if (text) seen.add(text);
  }
  return [...seen];
}

export function showsEcoLabel(ecoFacilities: readonly string[] | null | undefined): boolean {
  return ecoFacilityList(ecoFacilities).length >= ECO_LABEL_MIN_FACILITIES;
}
