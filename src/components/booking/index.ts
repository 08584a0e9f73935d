/**
 * Shared pieces of the booking step. The modal is a client module: import it from
 * './price-update-modal' (lazily where it is rarely shown); its message group is here for screens.
 */
export { priceUpdateMessageGroup } from './message-group';
export type { PriceUpdateModalProps } from './price-update-modal';
