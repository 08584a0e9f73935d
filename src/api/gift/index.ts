export {
  fetchPaymentEligibility,
  fetchCustomSubElements,
  fetchSingleVoucherShippingCosts,
  fetchBoxShippingCosts,
  type EligibilityParams,
} from './calls';
// The instalment and physical-format rules are domain rules (one owner, src/domain/product);
// the client's barrel passes them on for the callers that already import them from here.
export {
  PAY_LATER_MIN_DAYS,
  INSTALMENT_MIN_DAYS,
  THREE_TIMES_BOUNDS,
  FOUR_TIMES_BOUNDS,
  daysUntilArrival,
  isPayLaterEligible,
  isThreeTimesEligible,
  isFourTimesEligible,
  eligibleInstalments,
  type InstalmentCase,
} from '@/domain/product/instalments';
export { PHYSICAL_FORMAT_UNAVAILABLE_MESSAGE, isPhysicalFormatAvailable } from '@/domain/product/gift-format';
