export {
  fetchInsuranceOffers,
  initCheckout,
  initCheckoutErrorMessage,
  fetchCheckout,
  INIT_CHECKOUT_LABEL,
  type InsuranceOffersParams,
  type InitCheckoutParams,
} from './calls';
export { saveTraveller } from './traveller';
