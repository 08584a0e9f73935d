import { defineMessages, type NoMessageValues } from 'react-intl/server';

/** Texts of the gift booking page (server-rendered; no island). */
export const giftBookingMessages = defineMessages<{
  metaTitle: NoMessageValues;
  title: NoMessageValues;
  format: NoMessageValues;
  formatDigital: NoMessageValues;
  formatPhysical: NoMessageValues;
  nights: NoMessageValues;
  nightsValue: { nights: number };
  bucket: NoMessageValues;
  bucketEssential: NoMessageValues;
  bucketSerenity: NoMessageValues;
  bucketLiberty: NoMessageValues;
  giftPrice: NoMessageValues;
  upsell: NoMessageValues;
  shipping: NoMessageValues;
  freeDelivery: NoMessageValues;
  deliveryDays: { min: number; max: number };
  total: NoMessageValues;
  validity: { years: number; people: number };
  modify: NoMessageValues;
  home: NoMessageValues;
  invalidTitle: NoMessageValues;
  invalidBody: NoMessageValues;
  unavailableTitle: NoMessageValues;
  unavailableBody: NoMessageValues;
  changedTitle: NoMessageValues;
  changedBody: NoMessageValues;
  boxIncluded: NoMessageValues;
  boxPrice: NoMessageValues;
  boxUnavailableBody: NoMessageValues;
  boxChangedBody: NoMessageValues;
  personalisation: NoMessageValues;
  giftCard: NoMessageValues;
  giftCardAmount: NoMessageValues;
  giftCardDelivery: NoMessageValues;
  giftCardUse: NoMessageValues;
}>({
  metaTitle: { id: 'giftBooking.meta.title', defaultMessage: 'Your gift' },
  title: { id: 'giftBooking.title', defaultMessage: 'Your gift' },
  format: { id: 'giftBooking.format', defaultMessage: 'Format' },
  formatDigital: { id: 'giftBooking.formatDigital', defaultMessage: 'Digital, by e-mail' },
  formatPhysical: { id: 'giftBooking.formatPhysical', defaultMessage: 'Physical gift box' },
  nights: { id: 'giftBooking.nights', defaultMessage: 'Nights' },
  nightsValue: { id: 'giftBooking.nightsValue', defaultMessage: '{nights, plural, one {# night} other {# nights}}' },
  bucket: { id: 'giftBooking.bucket', defaultMessage: 'Choice of dates' },
  bucketEssential: { id: 'giftBooking.bucketEssential', defaultMessage: 'Essential' },
  bucketSerenity: { id: 'giftBooking.bucketSerenity', defaultMessage: 'Serenity' },
  bucketLiberty: { id: 'giftBooking.bucketLiberty', defaultMessage: 'Liberty' },
  giftPrice: { id: 'giftBooking.giftPrice', defaultMessage: 'Stay gift' },
  upsell: { id: 'giftBooking.upsell', defaultMessage: 'Every available date' },
  shipping: { id: 'giftBooking.shipping', defaultMessage: 'Delivery' },
  freeDelivery: { id: 'giftBooking.freeDelivery', defaultMessage: 'Free' },
  deliveryDays: { id: 'giftBooking.deliveryDays', defaultMessage: 'Delivered in {min}-{max} working days' },
  total: { id: 'giftBooking.total', defaultMessage: 'Total' },
  validity: { id: 'giftBooking.validity', defaultMessage: 'Stay gift valid {years, plural, one {# year} other {# years}}, for {people} people' },
  modify: { id: 'giftBooking.modify', defaultMessage: 'Modify my gift' },
  home: { id: 'giftBooking.home', defaultMessage: 'Go to the homepage' },
  invalidTitle: { id: 'giftBooking.invalid.title', defaultMessage: 'This gift link is incomplete' },
  invalidBody: { id: 'giftBooking.invalid.body', defaultMessage: 'We could not read the gift in this address. Please choose your gift again from the stay’s page.' },
  unavailableTitle: { id: 'giftBooking.unavailable.title', defaultMessage: 'This gift cannot be offered right now' },
  unavailableBody: { id: 'giftBooking.unavailable.body', defaultMessage: 'The stay or its prices could not be loaded, or it is no longer sold as a gift. Please try again in a moment.' },
  changedTitle: { id: 'giftBooking.changed.title', defaultMessage: 'Your gift has changed' },
  changedBody: { id: 'giftBooking.changed.body', defaultMessage: 'Part of your choice is no longer available as it was (format, nights, dates or options). Please check your gift again before offering it.' },
  boxIncluded: { id: 'giftBooking.box.included', defaultMessage: 'Included in the box' },
  boxPrice: { id: 'giftBooking.box.price', defaultMessage: 'Gift box' },
  boxUnavailableBody: { id: 'giftBooking.box.unavailableBody', defaultMessage: 'The box or its price could not be loaded, or it is no longer sold. Please try again in a moment.' },
  boxChangedBody: { id: 'giftBooking.box.changedBody', defaultMessage: 'This box is not available in the format you chose any more. Please check your gift again before offering it.' },
  personalisation: { id: 'giftBooking.personalisation', defaultMessage: 'Your personalisation' },
  giftCard: { id: 'giftBooking.giftCard', defaultMessage: 'Gift card' },
  giftCardAmount: { id: 'giftBooking.giftCard.amount', defaultMessage: 'Amount of the card' },
  giftCardDelivery: { id: 'giftBooking.giftCard.delivery', defaultMessage: 'Digital, sent by e-mail' },
  giftCardUse: { id: 'giftBooking.giftCard.use', defaultMessage: 'To spend on any stay or experience of the site.' },
});
