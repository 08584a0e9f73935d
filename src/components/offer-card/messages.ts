import { defineMessages, type NoMessageValues } from '@formatjs/intl';
import { cancellationLabelMessages } from './cancellation-messages';

/** Texts of the offer cards (prefix 'offerCard.', shipped to the browser). Keys named by src/domain/cards. */
export const offerCardMessages = defineMessages<{
  seeOnMap: NoMessageValues;
  otherOffers: NoMessageValues;
  promoBadge: { promo: number };
  lastMinute: NoMessageValues;
  stars: { stars: number };
  reviews: { count: number };
  scoreOutOf: { score: string };
  refPrice: { price: string };
  perVoucher: NoMessageValues;
  perPerson: NoMessageValues;
  stay: { nights: number; participants: number };
  validUntil: { date: string };
  autoDiscount: { amount: string; code: string };
  previousImage: NoMessageValues;
  nextImage: NoMessageValues;
  imageOf: { index: number; count: number };
  wishlistAdd: NoMessageValues;
  wishlistRemove: NoMessageValues;
  distance: { km: string };
}>({
  seeOnMap: { id: 'offerCard.seeOnMap', defaultMessage: 'See on the map' },
  otherOffers: { id: 'offerCard.otherOffers', defaultMessage: 'See the other offers from this hotel' },
  promoBadge: { id: 'offerCard.promoBadge', defaultMessage: '-{promo}%' },
  lastMinute: { id: 'offerCard.lastMinute', defaultMessage: 'Last minute' },
  stars: { id: 'offerCard.stars', defaultMessage: '{stars, plural, one {# star} other {# stars}}' },
  reviews: { id: 'offerCard.reviews', defaultMessage: '{count, plural, one {# review} other {# reviews}}' },
  scoreOutOf: { id: 'offerCard.scoreOutOf', defaultMessage: '{score}/10' },
  refPrice: { id: 'offerCard.refPrice', defaultMessage: 'Instead of {price}' },
  perVoucher: { id: 'offerCard.perVoucher', defaultMessage: 'per voucher' },
  perPerson: { id: 'offerCard.perPerson', defaultMessage: 'per person' },
  stay: { id: 'offerCard.stay', defaultMessage: '{nights, plural, one {# night} other {# nights}} for {participants} people' },
  validUntil: { id: 'offerCard.validUntil', defaultMessage: 'Valid until {date}' },
  autoDiscount: { id: 'offerCard.autoDiscount', defaultMessage: 'Extra {amount} off, automatically applied ({code})' },
  previousImage: { id: 'offerCard.previousImage', defaultMessage: 'Previous picture' },
  nextImage: { id: 'offerCard.nextImage', defaultMessage: 'Next picture' },
  imageOf: { id: 'offerCard.imageOf', defaultMessage: 'Picture {index} of {count}' },
  wishlistAdd: { id: 'offerCard.wishlistAdd', defaultMessage: 'Add to my wishlist' },
  wishlistRemove: { id: 'offerCard.wishlistRemove', defaultMessage: 'Remove from my wishlist' },
  distance: { id: 'offerCard.distance', defaultMessage: '{km} km away' },
});

/** Texts the domain rules name by key (src/domain/cards). */
export const offerCardRuleMessages = defineMessages({
  ctaSeeOffer: { id: 'offerCard.cta.seeOffer', defaultMessage: 'See offer' },
  ctaSeeGift: { id: 'offerCard.cta.seeGift', defaultMessage: 'See gift' },
  ctaChannelManager: { id: 'offerCard.cta.channelManager', defaultMessage: 'Book with {channelManagerId}' },
  priceFrom: { id: 'offerCard.price.from', defaultMessage: 'From' },
  priceFinal: { id: 'offerCard.price.final', defaultMessage: 'Total price' },
  priceGift: { id: 'offerCard.price.gift', defaultMessage: 'Gift price' },
  priceBeneficiary: { id: 'offerCard.price.beneficiary', defaultMessage: 'To pay with your gift' },
  scoreGood: { id: 'offerCard.score.good', defaultMessage: 'Good' },
  scoreVeryGood: { id: 'offerCard.score.veryGood', defaultMessage: 'Very good' },
  scoreExcellent: { id: 'offerCard.score.excellent', defaultMessage: 'Excellent' },
  scoreFantastic: { id: 'offerCard.score.fantastic', defaultMessage: 'Fantastic' },
  scorePerfect: { id: 'offerCard.score.perfect', defaultMessage: 'Perfect' },
  scoreNew: { id: 'offerCard.score.new', defaultMessage: 'New' },
  roomsLeft: { id: 'offerCard.roomsLeft', defaultMessage: '{count, plural, one {Only # room left} other {Only # rooms left}}' },
  ...cancellationLabelMessages,
});

/** Marketing labels of the catalogue, as badges. */
export const marketingLabelMessages = defineMessages({
  BEST_SELLER: { id: 'offerCard.label.bestSeller', defaultMessage: 'Best seller' },
  NEW: { id: 'offerCard.label.new', defaultMessage: 'New' },
  EXCLUSIVE: { id: 'offerCard.label.exclusive', defaultMessage: 'Exclusive' },
  FLASH_SALE: { id: 'offerCard.label.flashSale', defaultMessage: 'Flash sale' },
  ECO_FRIENDLY: { id: 'offerCard.label.ecoFriendly', defaultMessage: 'Eco-friendly' },
  STAFF_PICK: { id: 'offerCard.label.staffPick', defaultMessage: 'Our favourite' },
});

/** Texts of the hotel offers drawer (prefix 'hotelOffers.'). */
export const hotelOffersMessages = defineMessages<{
  title: { hotel: string };
  goBack: NoMessageValues;
  loading: NoMessageValues;
  count: { count: number };
  hotelPage: NoMessageValues;
}>({
  title: { id: 'hotelOffers.title', defaultMessage: 'The offers of {hotel}' },
  goBack: { id: 'hotelOffers.goBack', defaultMessage: 'Go back to search' },
  loading: { id: 'hotelOffers.loading', defaultMessage: 'Loading the offers…' },
  count: { id: 'hotelOffers.count', defaultMessage: '{count, plural, one {# offer} other {# offers}}' },
  hotelPage: { id: 'hotelOffers.hotelPage', defaultMessage: 'See the hotel, its rooms and reviews' },
});
