/**
 * The automatic extra discount (part 1 §3 offer card autoDiscount, part 2 §3 product detail
 * autoDiscount): a fixed share of stays carries 5 % off, never on gifts. One rule for the search
 * cards and the product detail, so a card and its page announce the same discount.
 */
export const AUTO_DISCOUNT_CODE = 'EXTRA5';

export function autoDiscountOf(packageId: number, sellPrice: number, gift: boolean): { code: string; value: number } | null {
  return !gift && packageId % 7 === 0 ? { code: AUTO_DISCOUNT_CODE, value: Math.round(sellPrice * 0.05) } : null;
}
