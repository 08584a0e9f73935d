import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Server-rendered texts of a gift order's booking step (the gift, its personalisation and validity, its expiry). */
export const giftStepMessages = defineMessages<{
  intro: NoMessageValues;
  orderReference: { reference: string };
  missingTitle: NoMessageValues;
  missingBody: NoMessageValues;
  missingBox: NoMessageValues;
  headingBox: NoMessageValues;
  headingStay: NoMessageValues;
  headingCard: NoMessageValues;
  giftTitle: NoMessageValues;
  personalisationTitle: NoMessageValues;
  fromName: NoMessageValues;
  message: NoMessageValues;
  noPersonalisation: NoMessageValues;
  changePersonalisation: NoMessageValues;
  optionsTitle: NoMessageValues;
  validity: NoMessageValues;
  giftCardValidity: { months: number };
  expiredBody: NoMessageValues;
  backToGift: NoMessageValues;
}>({
  orderReference: { id: 'booking.gift.reference', defaultMessage: 'Order reference: {reference}' },
  missingTitle: { id: 'booking.gift.missing.title', defaultMessage: 'This order could not be found or has expired' },
  missingBody: { id: 'booking.gift.missing.body', defaultMessage: 'Nothing has been charged. Choose your gift box again to order it.' },
  missingBox: { id: 'booking.gift.missing.box', defaultMessage: 'See the gift box' },
  intro: { id: 'booking.gift.intro', defaultMessage: 'Check your gift, then give your details and how it is delivered.' },
  headingBox: { id: 'booking.gift.heading.box', defaultMessage: 'Your gift box order' },
  headingStay: { id: 'booking.gift.heading.stay', defaultMessage: 'Your gift stay order' },
  headingCard: { id: 'booking.gift.heading.card', defaultMessage: 'Your gift card order' },
  giftTitle: { id: 'booking.gift.title', defaultMessage: 'Your gift' },
  personalisationTitle: { id: 'booking.gift.personalisation', defaultMessage: 'Your personalisation' },
  fromName: { id: 'booking.gift.fromName', defaultMessage: 'From' },
  message: { id: 'booking.gift.message', defaultMessage: 'Your message' },
  noPersonalisation: { id: 'booking.gift.noPersonalisation', defaultMessage: 'No sender name nor message.' },
  changePersonalisation: { id: 'booking.gift.changePersonalisation', defaultMessage: 'Change the gift or its personalisation' },
  optionsTitle: { id: 'booking.gift.options', defaultMessage: 'Added options' },
  validity: { id: 'booking.gift.validity', defaultMessage: 'Validity' },
  giftCardValidity: { id: 'booking.gift.giftCardValidity', defaultMessage: 'Valid {months} months' },
  expiredBody: { id: 'booking.gift.expiredBody', defaultMessage: 'Nothing has been charged. Choose your gift again to order it.' },
  backToGift: { id: 'booking.gift.backToGift', defaultMessage: 'Back to the gift' },
});

/** A gift order's page heading (and its document title) names what is ordered: a box, a gift stay or a gift card. */
export function giftOrderHeading(type: 'BOX' | 'SINGLEVOUCHER' | 'GIFTCARD') {
  return type === 'BOX' ? giftStepMessages.headingBox : type === 'SINGLEVOUCHER' ? giftStepMessages.headingStay : giftStepMessages.headingCard;
}
