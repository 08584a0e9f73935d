/**
 * A teaser is a form's fields drawn by the server before their island has loaded (the product's
 * booking panel, the hotel's search bar). Its buttons say what they open with `data-activate`; the
 * panel around it loads the island on a click and hands it the field used, which it opens.
 */
export type TeaserActivation = 'dates' | 'guests';

/** The field a click in a teaser reached for, or null (a click elsewhere, or on the island's own fields). */
export function teaserActivationOf(target: EventTarget | null): TeaserActivation | null {
  const activation = target instanceof Element ? target.closest<HTMLElement>('[data-activate]')?.dataset.activate : undefined;
  return activation === 'dates' || activation === 'guests' ? activation : null;
}
