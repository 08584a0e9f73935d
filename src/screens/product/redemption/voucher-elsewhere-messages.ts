import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/**
 * What a stay's page says of a voucher it is not for (server notice and the panel's refusal): the
 * gift stay it is for, or the box whose stays it books, and the link there.
 */
export const voucherElsewhereMessages = defineMessages<{
  otherProduct: { stay: string };
  goToStay: NoMessageValues;
  otherBox: { box: string };
  goToBoxStays: NoMessageValues;
}>({
  otherProduct: { id: 'product.redemption.otherProduct', defaultMessage: 'Your gift is for the stay “{stay}” and can be used for that stay only.' },
  goToStay: { id: 'product.redemption.goToStay', defaultMessage: 'See your gift stay' },
  otherBox: { id: 'product.redemption.otherBox', defaultMessage: 'This stay is not one of the stays of your gift box “{box}”: your gift box can be used for those stays only.' },
  goToBoxStays: { id: 'product.redemption.goToBoxStays', defaultMessage: 'See the stays of your gift box' },
});
