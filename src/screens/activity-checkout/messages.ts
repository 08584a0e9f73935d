import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts of the activity checkout summary's island (its Continue section included). */
export const checkoutMessages = defineMessages<{
  metaTitle: NoMessageValues;
  title: NoMessageValues;
  intro: NoMessageValues;
  loading: NoMessageValues;
  voucherTitle: NoMessageValues;
  participants: NoMessageValues;
  participantCount: { count: number };
  purpose: NoMessageValues;
  ownUse: NoMessageValues;
  gift: NoMessageValues;
  priceTitle: NoMessageValues;
  backToActivity: NoMessageValues;
  invalidTitle: NoMessageValues;
  invalidBody: NoMessageValues;
  unknownTitle: NoMessageValues;
  unknownBody: NoMessageValues;
  seeActivities: NoMessageValues;
  expiredTitle: NoMessageValues;
  expired: NoMessageValues;
  seeOtherOffers: NoMessageValues;
  noPriceTitle: NoMessageValues;
  noPriceBody: { count: number };
  failedTitle: NoMessageValues;
  failedBody: NoMessageValues;
  retry: NoMessageValues;
  continueTitle: NoMessageValues;
  continueNote: NoMessageValues;
  continueButton: NoMessageValues;
  continueFailed: NoMessageValues;
}>({
  metaTitle: { id: 'activityCheckout.meta.title', defaultMessage: 'Your activity voucher' },
  title: { id: 'activityCheckout.title', defaultMessage: 'Your activity voucher' },
  intro: { id: 'activityCheckout.intro', defaultMessage: 'Check the details of your order.' },
  loading: { id: 'activityCheckout.loading', defaultMessage: 'Loading your order…' },
  voucherTitle: { id: 'activityCheckout.voucher.title', defaultMessage: 'The activity' },
  participants: { id: 'activityCheckout.participants', defaultMessage: 'Participants' },
  participantCount: { id: 'activityCheckout.participantCount', defaultMessage: '{count, plural, one {one participant} other {# participants}}' },
  purpose: { id: 'activityCheckout.purpose', defaultMessage: 'Voucher' },
  ownUse: { id: 'activityCheckout.ownUse', defaultMessage: 'For yourself' },
  gift: { id: 'activityCheckout.gift', defaultMessage: 'A gift' },
  priceTitle: { id: 'activityCheckout.price.title', defaultMessage: 'Price' },
  backToActivity: { id: 'activityCheckout.backToActivity', defaultMessage: 'Back to the activity' },
  invalidTitle: { id: 'activityCheckout.invalid.title', defaultMessage: 'This order link is incomplete' },
  invalidBody: { id: 'activityCheckout.invalid.body', defaultMessage: 'We cannot tell which activity or how many participants this order is for. Choose your activity again.' },
  unknownTitle: { id: 'activityCheckout.unknown.title', defaultMessage: 'Activity not found' },
  unknownBody: { id: 'activityCheckout.unknown.body', defaultMessage: 'This activity does not exist or is no longer sold. Have a look at our other activities.' },
  seeActivities: { id: 'activityCheckout.seeActivities', defaultMessage: 'See the activities' },
  expiredTitle: { id: 'activityCheckout.expired.title', defaultMessage: 'Offer expired' },
  expired: { id: 'activityCheckout.expired', defaultMessage: 'Too late! This offer has expired... Luckily, we have other stays to suggest you.' },
  seeOtherOffers: { id: 'activityCheckout.seeOtherOffers', defaultMessage: 'See other offers' },
  noPriceTitle: { id: 'activityCheckout.noPrice.title', defaultMessage: 'Number of participants not available' },
  noPriceBody: {
    id: 'activityCheckout.noPrice.body',
    defaultMessage: 'This activity cannot be ordered for {count, plural, one {# participant} other {# participants}}. Choose another number on the activity page.',
  },
  failedTitle: { id: 'activityCheckout.failed.title', defaultMessage: 'We could not load your order' },
  failedBody: { id: 'activityCheckout.failed.body', defaultMessage: 'The activity could not be loaded just now. Please try again in a moment.' },
  retry: { id: 'activityCheckout.retry', defaultMessage: 'Try again' },
  continueTitle: { id: 'activityCheckout.continue.title', defaultMessage: 'Your details and payment' },
  continueNote: { id: 'activityCheckout.continue.note', defaultMessage: 'Next, give your details, then pay securely. Nothing is charged before you pay.' },
  continueButton: { id: 'activityCheckout.continue.button', defaultMessage: 'Continue' },
  continueFailed: { id: 'activityCheckout.continue.failed', defaultMessage: 'Your order could not be started just now. Nothing has been charged. Please try again.' },
});
