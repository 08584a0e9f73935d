import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts of the results map (shipped to the browser with their message group). */
export const mapMessages = defineMessages<{
  loading: NoMessageValues;
  refreshInArea: NoMessageValues;
  cluster: { count: number };
  marker: { label: string; price: string };
  closeCard: NoMessageValues;
  region: NoMessageValues;
  tilesAttribution: NoMessageValues;
  zoomIn: NoMessageValues;
  zoomOut: NoMessageValues;
  leafletTitle: NoMessageValues;
}>({
  loading: { id: 'map.loading', defaultMessage: 'Loading the map…' },
  refreshInArea: { id: 'map.refreshInArea', defaultMessage: 'Refresh in the area' },
  cluster: { id: 'map.cluster', defaultMessage: '{count} offers in this area, zoom in' },
  marker: { id: 'map.marker', defaultMessage: '{label}, {price}' },
  closeCard: { id: 'map.closeCard', defaultMessage: 'Close the offer' },
  region: { id: 'map.region', defaultMessage: 'Map of the offers, use the arrow keys to move and + or - to zoom' },
  tilesAttribution: { id: 'map.tilesAttribution', defaultMessage: 'Map tiles' },
  zoomIn: { id: 'map.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'map.zoomOut', defaultMessage: 'Zoom out' },
  leafletTitle: { id: 'map.leafletTitle', defaultMessage: 'A JavaScript library for interactive maps' },
});
