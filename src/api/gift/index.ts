export {
  fetchPaymentEligibility,
  fetchCustomSubElements,
  fetchSingleVoucherShippingCosts,
  fetchBoxShippingCosts,
  type EligibilityParams,
} from './calls';
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
  PHYSICAL_FORMAT_UNAVAILABLE_MESSAGE,
  isPhysicalFormatAvailable,
  type InstalmentCase,
} from './rules';
