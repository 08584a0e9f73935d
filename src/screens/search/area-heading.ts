/** The results heading of an area search (title.ts builds the template on the server). */

/**
 * What stands for the place's name in a heading template: the island swaps it for the area the
 * hash names (a region, a department, a country, a point of interest), read after hydration.
 * A private-use character, so no translation or label can contain it.
 */
export const AREA_NAME_SLOT = '\uE000';

/** The heading for an area: the template with the area's name, or the page's own title. */
export function headingFor(heading: { title: string; areaTemplate: string | null }, areaLabel: string | null | undefined): string {
  return heading.areaTemplate !== null && areaLabel ? heading.areaTemplate.split(AREA_NAME_SLOT).join(areaLabel) : heading.title;
}
