/** The hotel page's search bar island (mounted by the screen with next/dynamic) and its messages. */
export { HotelSearchBar, HOTEL_DATES_FIELD_ID, type HotelSearchBarProps } from './hotel-search-bar';
export type { HotelTab } from './section-tabs';
export { hotelSearchBarMessageGroup } from './message-group';
