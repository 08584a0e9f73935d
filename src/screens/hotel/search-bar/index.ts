/** The hotel page's search bar island (mounted by the screen with next/dynamic), its server teaser and its messages. */
export { HotelSearchBar, type HotelSearchBarProps } from './hotel-search-bar';
export { HotelBarTeaser } from './hotel-bar-teaser';
export type { HotelTab } from './section-tabs';
export { hotelSearchBarMessageGroup } from './message-group';
