import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts of the voucher page's purchase island (stepper, price block, confirmation) and of the checkout summary's price lines. */
export const purchaseMessages = defineMessages<{
  participants: NoMessageValues;
  participantsRange: { min: number; max: number };
  addParticipant: NoMessageValues;
  removeParticipant: NoMessageValues;
  participantCount: { count: number };
  perParticipant: { price: string };
  total: { count: number };
  refTotal: { price: string };
  promo: { promo: number };
  saved: { amount: string };
  offer: NoMessageValues;
  buyForMyself: NoMessageValues;
  confirmOfferTitle: NoMessageValues;
  confirmOwnUseTitle: NoMessageValues;
  confirmOffer: NoMessageValues;
  confirmOwnUse: NoMessageValues;
  confirmContinue: NoMessageValues;
  confirmCancel: NoMessageValues;
  noPrice: NoMessageValues;
  validity: { months: number };
}>({
  participants: { id: 'activity.purchase.participants', defaultMessage: 'Participants' },
  participantsRange: { id: 'activity.purchase.participantsRange', defaultMessage: 'From {min} to {max} participants' },
  addParticipant: { id: 'activity.purchase.addParticipant', defaultMessage: 'Add a participant' },
  removeParticipant: { id: 'activity.purchase.removeParticipant', defaultMessage: 'Remove a participant' },
  participantCount: { id: 'activity.purchase.participantCount', defaultMessage: '{count, plural, one {one participant} other {# participants}}' },
  perParticipant: { id: 'activity.purchase.perParticipant', defaultMessage: '{price} per participant' },
  total: { id: 'activity.purchase.total', defaultMessage: 'Total for {count, plural, one {# participant} other {# participants}}' },
  refTotal: { id: 'activity.purchase.refTotal', defaultMessage: 'Instead of {price}' },
  promo: { id: 'activity.purchase.promo', defaultMessage: '-{promo} %' },
  saved: { id: 'activity.purchase.saved', defaultMessage: 'You save {amount}' },
  offer: { id: 'activity.purchase.offer', defaultMessage: 'Offer' },
  buyForMyself: { id: 'activity.purchase.buyForMyself', defaultMessage: 'Buy for myself' },
  confirmOfferTitle: { id: 'activity.confirm.offerTitle', defaultMessage: 'Offer this activity' },
  confirmOwnUseTitle: { id: 'activity.confirm.ownUseTitle', defaultMessage: 'Buy this activity for yourself' },
  confirmOffer: { id: 'activity.confirm.offer', defaultMessage: 'You are offering this voucher as a gift. The holder will book the day of their choice with the activity centre.' },
  confirmOwnUse: { id: 'activity.confirm.ownUse', defaultMessage: 'You are buying this voucher for yourself. You will book the day of your choice with the activity centre.' },
  confirmContinue: { id: 'activity.confirm.continue', defaultMessage: 'Continue' },
  confirmCancel: { id: 'activity.confirm.cancel', defaultMessage: 'Back to the activity' },
  validity: { id: 'activity.purchase.validity', defaultMessage: 'Voucher valid {months} months' },
  noPrice: { id: 'activity.purchase.noPrice', defaultMessage: 'This activity cannot be bought online at the moment.' },
});
