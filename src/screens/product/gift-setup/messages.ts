import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts of the gift setup island (shipped to the browser with giftSetupMessageGroup). */
export const giftSetupMessages = defineMessages<{
  title: NoMessageValues;
  freeDelivery: NoMessageValues;
  nightsLegend: NoMessageValues;
  nights: { nights: number };
  bucketLegend: NoMessageValues;
  bucketEssential: NoMessageValues;
  bucketSerenity: NoMessageValues;
  bucketLiberty: NoMessageValues;
  bucketEssentialHint: NoMessageValues;
  bucketSerenityHint: NoMessageValues;
  bucketLibertyHint: NoMessageValues;
  popular: NoMessageValues;
  upsellLegend: NoMessageValues;
  upsellLabel: NoMessageValues;
  upsellHint: NoMessageValues;
  optionsLegend: NoMessageValues;
  optionNone: NoMessageValues;
  optionFree: NoMessageValues;
  optionPrice: { amount: string };
  validity: { years: number; people: number };
  total: NoMessageValues;
  offer: NoMessageValues;
  summaryGift: { nights: number };
  summaryDelivery: NoMessageValues;
}>({
  title: { id: 'product.giftSetup.title', defaultMessage: 'Offer this stay' },
  freeDelivery: { id: 'product.giftSetup.freeDelivery', defaultMessage: 'Free delivery' },
  nightsLegend: { id: 'product.giftSetup.nightsLegend', defaultMessage: 'Number of nights' },
  nights: { id: 'product.giftSetup.nights', defaultMessage: '{nights, plural, one {# night} other {# nights}}' },
  bucketLegend: { id: 'product.giftSetup.bucketLegend', defaultMessage: 'Choice of dates' },
  bucketEssential: { id: 'product.giftSetup.bucketEssential', defaultMessage: 'Essential' },
  bucketSerenity: { id: 'product.giftSetup.bucketSerenity', defaultMessage: 'Serenity' },
  bucketLiberty: { id: 'product.giftSetup.bucketLiberty', defaultMessage: 'Liberty' },
  bucketEssentialHint: { id: 'product.giftSetup.bucketEssentialHint', defaultMessage: 'Dates at the minimum fare' },
  bucketSerenityHint: { id: 'product.giftSetup.bucketSerenityHint', defaultMessage: 'About 55% of weekends in the next 6 months' },
  bucketLibertyHint: { id: 'product.giftSetup.bucketLibertyHint', defaultMessage: 'About 70% of weekends in the next 6 months' },
  popular: { id: 'product.giftSetup.popular', defaultMessage: 'Popular' },
  upsellLegend: { id: 'product.giftSetup.upsellLegend', defaultMessage: 'Availability' },
  upsellLabel: { id: 'product.giftSetup.upsellLabel', defaultMessage: 'Every available date' },
  upsellHint: { id: 'product.giftSetup.upsellHint', defaultMessage: 'The beneficiary can book any available date, whatever its price' },
  optionsLegend: { id: 'product.giftSetup.optionsLegend', defaultMessage: 'Personalise your gift' },
  optionNone: { id: 'product.giftSetup.optionNone', defaultMessage: 'None' },
  optionFree: { id: 'product.giftSetup.optionFree', defaultMessage: 'Free' },
  optionPrice: { id: 'product.giftSetup.optionPrice', defaultMessage: '+{amount}' },
  validity: { id: 'product.giftSetup.validity', defaultMessage: 'Stay gift valid {years, plural, one {# year} other {# years}}, for {people} people' },
  total: { id: 'product.giftSetup.total', defaultMessage: 'Total' },
  offer: { id: 'product.giftSetup.offer', defaultMessage: 'Offer' },
  summaryGift: { id: 'product.giftSetup.summaryGift', defaultMessage: 'Stay gift, {nights, plural, one {# night} other {# nights}}' },
  summaryDelivery: { id: 'product.giftSetup.summaryDelivery', defaultMessage: 'Delivery' },
});
