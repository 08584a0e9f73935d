import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Server-rendered texts of a gift order's booking step (the gift, its personalisation and validity, its expiry). */
export const giftStepMessages = defineMessages<{
  intro: NoMessageValues;
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
  intro: { id: 'booking.gift.intro', defaultMessage: 'Check your gift, then give your details and how it is delivered.' },
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
