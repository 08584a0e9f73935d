/** The automatic extra discount of a stay (part 1 §3, §6; part 2 §3). */
export interface AutoDiscount {
  code: string;
  /** Cents off. */
  value: number;
}

/**
 * Shown only to a visitor the discount variation assigned, and never in the gifting flow (part 1
 * §6). The card and the product page ask the same question here.
 */
export function shownAutoDiscount(discount: AutoDiscount | null, context: { gifting: boolean; variationAssigned: boolean }): AutoDiscount | null {
  return !context.gifting && context.variationAssigned ? discount : null;
}
