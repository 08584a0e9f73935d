import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts of the gift card form island (shipped with giftCardMessageGroup). */
export const giftCardFormMessages = defineMessages<{
  amountLegend: NoMessageValues;
  otherAmount: NoMessageValues;
  otherAmountLabel: NoMessageValues;
  otherAmountHint: { min: string; max: string };
  errorEmpty: NoMessageValues;
  errorNotWhole: NoMessageValues;
  errorBelowMin: { min: string };
  errorAboveMax: { max: string };
  deliveryTitle: NoMessageValues;
  delivery: NoMessageValues;
  deliveryFree: NoMessageValues;
  summaryTitle: NoMessageValues;
  summaryCard: NoMessageValues;
  total: NoMessageValues;
  personalise: NoMessageValues;
  dialogTitle: NoMessageValues;
  confirm: NoMessageValues;
}>({
  amountLegend: { id: 'giftCard.form.amountLegend', defaultMessage: 'Choose the amount' },
  otherAmount: { id: 'giftCard.form.otherAmount', defaultMessage: 'Another amount' },
  otherAmountLabel: { id: 'giftCard.form.otherAmountLabel', defaultMessage: 'Amount in euros' },
  otherAmountHint: { id: 'giftCard.form.otherAmountHint', defaultMessage: 'A whole amount from {min} to {max}' },
  errorEmpty: { id: 'giftCard.form.error.empty', defaultMessage: 'Enter an amount.' },
  errorNotWhole: { id: 'giftCard.form.error.notWhole', defaultMessage: 'Enter a whole number of euros, for example 120.' },
  errorBelowMin: { id: 'giftCard.form.error.belowMin', defaultMessage: 'The minimum amount is {min}.' },
  errorAboveMax: { id: 'giftCard.form.error.aboveMax', defaultMessage: 'The maximum amount is {max}.' },
  deliveryTitle: { id: 'giftCard.form.deliveryTitle', defaultMessage: 'Delivery' },
  delivery: { id: 'giftCard.form.delivery', defaultMessage: 'Digital card, sent by e-mail' },
  deliveryFree: { id: 'giftCard.form.deliveryFree', defaultMessage: 'Free' },
  summaryTitle: { id: 'giftCard.form.summaryTitle', defaultMessage: 'Your gift card' },
  summaryCard: { id: 'giftCard.form.summaryCard', defaultMessage: 'Gift card' },
  total: { id: 'giftCard.form.total', defaultMessage: 'Total' },
  personalise: { id: 'giftCard.form.personalise', defaultMessage: 'Personalise and offer' },
  dialogTitle: { id: 'giftCard.form.dialogTitle', defaultMessage: 'Offer a gift card' },
  confirm: { id: 'giftCard.form.confirm', defaultMessage: 'Offer' },
});
