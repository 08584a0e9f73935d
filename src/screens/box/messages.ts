import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Server-rendered texts of the box page (those chosen by a rule, and the validity, are in box-texts.ts). */
export const boxMessages = defineMessages<{
  metaDescription: { title: string | number };
  errorTitle: NoMessageValues;
  errorText: NoMessageValues;
  errorRetry: NoMessageValues;
  breadcrumbHome: NoMessageValues;
  breadcrumbBoxes: NoMessageValues;
  includedTitle: NoMessageValues;
  descriptionTitle: NoMessageValues;
  priceLabel: NoMessageValues;
  referencePrice: { price: string | number };
  promo: { percent: number };
  formatsTitle: NoMessageValues;
  digitalTitle: NoMessageValues;
  digitalText: NoMessageValues;
  physicalTitle: NoMessageValues;
  physicalText: NoMessageValues;
  physicalUnavailable: NoMessageValues;
  deliveryDays: { min: number; max: number };
  deliveryFee: { amount: string | number };
  freeDelivery: NoMessageValues;
  validityTitle: NoMessageValues;
  boxChange: { days: number };
  howTitle: NoMessageValues;
  step1: NoMessageValues;
  step2: NoMessageValues;
  step3: NoMessageValues;
  step4: NoMessageValues;
  staysTitle: NoMessageValues;
}>({
  metaDescription: { id: 'box.metaDescription', defaultMessage: 'Offer the {title} gift box: a stay for two to choose among our hotels.' },
  errorTitle: { id: 'box.error.title', defaultMessage: 'Oops, something went wrong' },
  errorText: { id: 'box.error.text', defaultMessage: 'This gift box cannot be shown right now. Please try again in a moment.' },
  errorRetry: { id: 'box.error.retry', defaultMessage: 'Try again' },
  breadcrumbHome: { id: 'box.breadcrumb.home', defaultMessage: 'Home' },
  breadcrumbBoxes: { id: 'box.breadcrumb.boxes', defaultMessage: 'Gift boxes' },
  includedTitle: { id: 'box.included.title', defaultMessage: 'What the box includes' },
  descriptionTitle: { id: 'box.description.title', defaultMessage: 'About this box' },
  priceLabel: { id: 'box.price.label', defaultMessage: 'Price of the box' },
  referencePrice: { id: 'box.price.reference', defaultMessage: 'instead of {price}' },
  promo: { id: 'box.price.promo', defaultMessage: '-{percent}%' },
  formatsTitle: { id: 'box.formats.title', defaultMessage: 'Digital or physical box' },
  digitalTitle: { id: 'box.formats.digital', defaultMessage: 'Digital box' },
  digitalText: { id: 'box.formats.digitalText', defaultMessage: 'Sent by email as soon as your order is confirmed: ready to print or to forward.' },
  physicalTitle: { id: 'box.formats.physical', defaultMessage: 'Physical box' },
  physicalText: { id: 'box.formats.physicalText', defaultMessage: 'A gift box with its voucher, delivered to the address of your choice.' },
  physicalUnavailable: { id: 'box.formats.physicalUnavailable', defaultMessage: 'Victim of its success, the physical format is coming back soon!' },
  deliveryDays: { id: 'box.delivery.days', defaultMessage: 'Delivered in {min}-{max} working days' },
  deliveryFee: { id: 'box.delivery.fee', defaultMessage: 'Delivery: +{amount}' },
  freeDelivery: { id: 'box.delivery.free', defaultMessage: 'Free delivery' },
  validityTitle: { id: 'box.validity.title', defaultMessage: 'Validity' },
  boxChange: { id: 'box.change', defaultMessage: 'Box change free up to {days} days before the stay' },
  howTitle: { id: 'box.how.title', defaultMessage: 'How it works' },
  step1: { id: 'box.how.step1', defaultMessage: 'Choose the box and personalise it with your name and a message.' },
  step2: { id: 'box.how.step2', defaultMessage: 'Offer it by email, or as a gift box delivered to your door.' },
  step3: { id: 'box.how.step3', defaultMessage: 'The beneficiary chooses a stay among all the stays of the box.' },
  step4: { id: 'box.how.step4', defaultMessage: 'They book with the voucher code and enjoy their getaway.' },
  staysTitle: { id: 'box.stays.title', defaultMessage: 'The stays available with this box' },
});
