/** Offer cards of the results (stays, gift stays, box offers) and of the activity flow. */
export { OfferCardView, type OfferCardLayout, type OfferCardProps } from './offer-card';
export { ActivityCardView } from './activity-card';
export { cardHref, productHref, type CardStay } from './card-href';
