/**
 * The box page's two islands in one chunk: imported one by one, each chunk carried its own copy of
 * the modules they share (their texts among them; issue 24).
 */
export { BoxStays } from './stays/box-stays';
export { BoxOfferPanel } from './offer/box-offer-panel';
