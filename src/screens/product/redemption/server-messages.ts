import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** What the page says in redemption mode without a usable voucher (server-rendered). */
export const redemptionStateMessages = defineMessages<{
  none: NoMessageValues;
  refused: NoMessageValues;
  unavailable: NoMessageValues;
  login: NoMessageValues;
}>({
  none: { id: 'product.redemption.none', defaultMessage: 'To book this stay with a gift box, enter your gift box code first.' },
  refused: { id: 'product.redemption.refused', defaultMessage: 'Your gift box code can no longer be used to book this stay.' },
  unavailable: { id: 'product.redemption.unavailable', defaultMessage: 'We could not check your gift box right now. Please try again in a moment.' },
  login: { id: 'product.redemption.login', defaultMessage: 'Enter a gift box code' },
});

/** Box mode: the stay as one of a box's (server-rendered). */
export const boxModeMessages = defineMessages<{
  included: { box: string };
  price: { price: string };
  offer: NoMessageValues;
}>({
  included: { id: 'product.box.included', defaultMessage: 'This stay is included in the gift box “{box}”' },
  price: { id: 'product.box.price', defaultMessage: 'Gift box price: {price}' },
  offer: { id: 'product.box.offer', defaultMessage: 'Offer this gift box' },
});
