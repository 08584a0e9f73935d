export {
  fetchInsuranceOffers,
  initCheckout,
  initActivityCheckout,
  initCheckoutErrorMessage,
  fetchCheckout,
  INIT_CHECKOUT_LABEL,
  type InsuranceOffersParams,
  type InitCheckoutParams,
  type InitActivityCheckoutParams,
} from './calls';
export { bookCheckout } from './book';
export { saveTraveller } from './traveller';
export { setCheckoutInsurance, applyPromoCode, applyGiftCard, removeGiftCard } from './adjustments';
export { initGiftCheckout, initGiftCheckoutLabel, saveGiftDelivery, type InitGiftCheckoutParams } from './gift';
