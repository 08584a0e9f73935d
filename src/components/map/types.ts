import type { ReactNode } from 'react';

/** One result on the map. */
export interface MapMarkerItem {
  id: number;
  lat: number;
  lng: number;
  /** The formatted price shown in the marker. */
  priceLabel: string;
  /** Hotel or activity name, for screen readers. */
  label: string;
}

export interface MapView {
  center: { lat: number; lng: number };
  zoom: number;
}

export interface AreaCriteria {
  lat: number;
  lng: number;
  distanceMin: number;
  distanceMax: number;
}

export interface SearchMapProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  markers: MapMarkerItem[];
  /** The markers are still loading. */
  loading?: boolean;
  /** The markers could not be loaded: the dialog shows the error banner above the map. */
  failed?: boolean;
  selectedId: number | null;
  onSelect(id: number | null): void;
  initialView: MapView;
  /** The selected marker's info card. */
  renderSelected(id: number): ReactNode;
  /** Searches again around the moved map; absent for a fixed set of places (a box's stays): no button. */
  onRefreshInArea?(criteria: AreaCriteria): void;
  /** '{z}/{x}/{y}' template; '' = no tile layer. */
  tileUrl: string;
  title?: string;
}
