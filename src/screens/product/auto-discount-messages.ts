import { defineMessages } from '@formatjs/intl';

/** The automatic extra discount's line under the product's price (client island, product-islands group). */
export const autoDiscountMessages = defineMessages<{ note: { amount: string; code: string } }>({
  note: { id: 'product.autoDiscount', defaultMessage: 'Extra {amount} off, automatically applied ({code})' },
});
