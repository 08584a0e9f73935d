import type { ItemCategory, PriceType } from '../model/search';

/**
 * The card's price type (part 2 §4): final when there is a check-in, or the product is a single
 * voucher or an activity; from-price otherwise. GIFT and BENEFICIARY, which only the answer can
 * know (who pays), are kept as the answer states them.
 */
export function cardPriceType(input: { stated?: PriceType | null; checkin: string | null; itemCategory: ItemCategory }): PriceType {
  if (input.stated === 'GIFT' || input.stated === 'BENEFICIARY') return input.stated;
  return input.checkin || input.itemCategory !== 'weekend' ? 'FINAL_PRICE' : 'FROM_PRICE';
}

/** Message id of the words beside the price ('from', the total, the gift price, the beneficiary's). */
export const PRICE_TYPE_LABEL_KEYS: Readonly<Record<PriceType, string>> = {
  FROM_PRICE: 'offerCard.price.from',
  FINAL_PRICE: 'offerCard.price.final',
  GIFT: 'offerCard.price.gift',
  BENEFICIARY: 'offerCard.price.beneficiary',
};
