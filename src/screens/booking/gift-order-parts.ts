/** A gift order's delivery fields and price card, in one chunk (the traveller form loads it for a gift order only). */
export { GiftDeliveryFields } from './gift-delivery-fields';
export { GiftPriceCard } from './gift-price-card';
