/** The hotel page's offer detail: the island (mounted by the page with next/dynamic) and its messages. */
export { OfferDetail, type OfferDetailProps } from './offer-detail';
export { offerDetailMessageGroup } from './message-group';
