/**
 * A gift order's delivery fields and price card. In the traveller form's own chunk, which loads when
 * the visitor reaches for the form: a `next/dynamic` chunk would be preloaded with the page's HTML,
 * and react-hook-form with it.
 */
export { GiftDeliveryFields } from './gift-delivery-fields';
export { GiftPriceCard } from './gift-price-card';
