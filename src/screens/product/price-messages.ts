import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The header's price block (client island: it turns into the final price once the stay is quoted). */
export const priceMessages = defineMessages<{
  from: NoMessageValues;
  final: NoMessageValues;
  gift: NoMessageValues;
  for: { nights: number; people: number };
  ref: { price: string };
  promo: { promo: number };
}>({
  from: { id: 'product.price.from', defaultMessage: 'From' },
  final: { id: 'product.price.final', defaultMessage: 'Your stay' },
  gift: { id: 'product.price.gift', defaultMessage: 'Gift price' },
  for: { id: 'product.price.for', defaultMessage: '{nights, plural, one {# night} other {# nights}} for {people, plural, one {# person} other {# people}}' },
  ref: { id: 'product.price.ref', defaultMessage: 'Instead of {price}' },
  promo: { id: 'product.price.promo', defaultMessage: '-{promo} %' },
});
