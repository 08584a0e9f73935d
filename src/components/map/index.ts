/** The search results map. This entry does not import Leaflet: the map module loads on first opening. */
export { SearchMapModal } from './search-map-modal';
export type { AreaCriteria, MapMarkerItem, MapView, SearchMapProps } from './types';
