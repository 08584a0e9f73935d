export {
  fetchInsuranceOffers,
  initCheckout,
  initCheckoutErrorMessage,
  fetchCheckout,
  INIT_CHECKOUT_LABEL,
  type InsuranceOffersParams,
  type InitCheckoutParams,
} from './calls';
export { bookCheckout } from './book';
export { saveTraveller } from './traveller';
export { setCheckoutInsurance, applyPromoCode, applyGiftCard, removeGiftCard } from './adjustments';
