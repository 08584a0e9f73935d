export {
  searchStays,
  fetchOtherOffersOfHotel,
  fetchSearchFacets,
  searchActivityCatalog,
  fetchHotelOffers,
  fetchBoxOffers,
  fetchBeneficiaryBoxOffers,
  fetchBeneficiarySingleVoucherOffers,
  fetchBoxFacets,
  fetchBeneficiaryBoxFacets,
  fetchBeneficiarySingleVoucherFacets,
  fetchBoxStaysPage,
  fetchBoxStaysMap,
  fetchSearchDestinations,
  BOX_OFFERS_PAGE_SIZE,
  DEFAULT_SEARCH_SERVICE_PROVIDER,
  type StaySearchParams,
  type FacetParams,
  type ActivityCatalogParams,
  type HotelOffersParams,
  type BoxOffersParams,
} from './calls';
export { searchStaysOrEmpty, searchActivityCatalogOrEmpty, fetchBoxOffersOrEmpty, fetchBoxStaysPageOrEmpty, orEmpty } from './for-screens';
export { toSearchCriterias, toFacetQuery, splitPets, distanceActive } from './criteria';
export { priceTypeOf, emptySearchResults } from './reshape';
