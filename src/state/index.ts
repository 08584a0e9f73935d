/**
 * The URL-hash state of the storefront (DESIGN §1 src/state): codecs for the search, hotel and gift
 * setup hashes, the stores mirrored to `location.hash`, and the pure flow and filter rules around
 * the search criteria.
 */
export type { Clock, HashCodec } from './hash/hash-codec';
export { systemClock } from './hash/hash-codec';
export { readHashParams, formatHashParams, replaceOwnedParts, type HashParams } from './hash/hash-params';
export type { StayDates } from './hash/stay-dates';
export {
  DEFAULT_GIFT_FORMAT,
  DEFAULT_UPSELL,
  GIFT_BUCKETS,
  GIFT_FORMATS,
  UPSELL_CHOICES,
  type GiftBucket,
  type HashGiftFormat,
  type UpsellChoice,
} from './hash/gift-values';
export {
  SEARCH_BAR_ORIGIN,
  SEARCH_HASH_KEY_ORDER,
  defaultSearchCriteria,
  type SearchHashCriteria,
} from './hash/search-criteria';
export { createSearchCriteriaCodec, searchCriteriaCodec } from './hash/search-criteria-codec';
export { createHotelHashCodec, defaultHotelHash, hotelHashCodec, HOTEL_HASH_KEY_ORDER, type HotelHash } from './hash/hotel-hash-codec';
export {
  DEFAULT_BUCKET,
  DEFAULT_GIFT_NIGHTS,
  GIFT_SETUP_HASH_KEY_ORDER,
  defaultGiftSetup,
  giftSetupCodec,
  type GiftSetupHash,
} from './hash/gift-setup-codec';
export { createHashStore, type HashStore, type HashStoreState, type HashUpdate, type HashWriteOptions } from './hash-store';
export { searchHashStore, useHashCriteria, useHashHydrated } from './search-hash-store';
export { hotelHashStore, useHotelHash } from './hotel-hash-store';
export { giftSetupHashStore, useGiftSetupHash } from './gift-setup-hash-store';
export {
  GIFTING_RETAINED_SORTS,
  criteriaForFlow,
  effectiveSort,
  sortOptionsFor,
  switchFlow,
} from './search-flow';
export { datesExperimentStart, flowSearchesDates, hasStayDates, type DatesExperimentVariant, type SearchStart } from './dates-experiment';
export { withCommittedFilters } from './filter-commit';
export { searchTypeOf, toApiSearchCriteria, toSearchCall } from './api-criteria';
