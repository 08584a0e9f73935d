import type { CustomSubElementCategory } from '@/domain/model/gift';

/**
 * Custom gift sub-elements (part 2 §3: greeting cards, extras): the buyer picks elements by id.
 * A category marked singleSelection behaves like radio buttons — picking one replaces the other
 * pick of that category (one greeting card per gift); other categories toggle freely. Picking the
 * chosen element again removes it in both kinds: every sub-element is optional.
 */

type Categories = readonly Pick<CustomSubElementCategory, 'id' | 'singleSelection' | 'elements'>[];

function categoryOf(categories: Categories, elementId: number) {
  return categories.find((category) => category.elements.some((element) => element.id === elementId)) ?? null;
}

/** The selection after a click on `elementId`; an id no category lists changes nothing. */
export function toggleSubElement(selected: readonly number[], elementId: number, categories: Categories): number[] {
  if (selected.includes(elementId)) return selected.filter((id) => id !== elementId);
  const category = categoryOf(categories, elementId);
  if (!category) return [...selected];
  if (!category.singleSelection) return [...selected, elementId];
  const siblings = new Set(category.elements.map((element) => element.id));
  return [...selected.filter((id) => !siblings.has(id)), elementId];
}

/** Sum of the chosen elements' prices, cents; ids no longer offered count for nothing. */
export function subElementsPrice(selected: readonly number[], categories: Categories): number {
  const chosen = new Set(selected);
  let total = 0;
  for (const category of categories) for (const element of category.elements) if (chosen.has(element.id)) total += element.price;
  return total;
}
