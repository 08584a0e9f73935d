'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { clusterPoints, markerSize, refreshInAreaCriteria, zoomIntoCluster, type MapGroup } from '@/domain/map';
import { mapMessages as m } from './messages';
import type { MapMarkerItem, SearchMapProps } from './types';
import styles from './map.module.css';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A price pill: 40 px high, 47 px when active (part 1 §9); width follows the price's length. */
function priceIcon(item: MapMarkerItem, active: boolean): L.DivIcon {
  const height = markerSize(active);
  const width = Math.max(height + 8, 14 + item.priceLabel.length * (active ? 9 : 8));
  return L.divIcon({
    className: `${styles.marker} ${active ? styles.markerActive : ''}`,
    html: escapeHtml(item.priceLabel),
    iconSize: [width, height],
    iconAnchor: [width / 2, height],
  });
}

function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 40 : count < 100 ? 47 : 54;
  return L.divIcon({ className: styles.cluster, html: String(count), iconSize: [size, size], iconAnchor: [size / 2, size / 2] });
}

/** Follows the map's zoom (for clustering) and tells when the visitor moved it (refresh button). */
function ViewTracker({ onZoom, onUserMove }: { onZoom(zoom: number): void; onUserMove(): void }) {
  const map = useMapEvents({
    zoomend: () => onZoom(map.getZoom()),
    dragend: () => onUserMove(),
    // Keyboard panning and wheel zoom end here too.
    moveend: (event) => {
      if ((event as L.LeafletEvent & { hard?: boolean }).hard !== true) onUserMove();
    },
  });
  return null;
}

/** Re-measures the map when its dialog is shown again (it stayed mounted while hidden). */
function SizeKeeper({ visible }: { visible: boolean }) {
  const map = useMap();
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => map.invalidateSize(), 50);
    return () => clearTimeout(timer);
  }, [visible, map]);
  return null;
}

/** Brings the selected marker into view (e.g. opened from a card's 'See on the map'). */
function SelectionFocus({ selected }: { selected: MapMarkerItem | null }) {
  const map = useMap();
  useEffect(() => {
    if (!selected) return;
    map.setView([selected.lat, selected.lng], Math.max(map.getZoom(), 12), { animate: false });
  }, [selected, map]);
  return null;
}

/**
 * 'Refresh in the area' sits in a band above the map, not over it: floating over the tiles it hid
 * the markers under it (the band keeps its height, so the map never moves when the button shows).
 */
function RefreshButton({ map, onRefresh }: { map: L.Map; onRefresh: NonNullable<SearchMapProps['onRefreshInArea']> }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={styles.refresh}
      data-testid="map-refresh"
      onClick={() => {
        const center = map.getCenter();
        const bounds = map.getBounds();
        onRefresh(
          refreshInAreaCriteria(
            { lat: center.lat, lng: center.lng },
            { south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() },
          ),
        );
      }}
    >
      {intl.formatMessage(m.refreshInArea)}
    </button>
  );
}

/** Leaflet's credit line names the library in English: the same link, its title translated. */
function AttributionPrefix() {
  const intl = useIntl();
  const map = useMap();
  useEffect(() => {
    map.attributionControl?.setPrefix(`<a href="https://leafletjs.com" title="${escapeHtml(intl.formatMessage(m.leafletTitle))}">Leaflet</a>`);
  }, [map, intl]);
  return null;
}

function Groups({ groups, selectedId, onSelect }: { groups: MapGroup<MapMarkerItem>[]; selectedId: number | null; onSelect(id: number): void }) {
  const intl = useIntl();
  const map = useMap();
  return (
    <>
      {groups.map((group) =>
        group.kind === 'marker' ? (
          <Marker
            key={`m-${group.point.id}`}
            position={[group.point.lat, group.point.lng]}
            icon={priceIcon(group.point, group.point.id === selectedId)}
            zIndexOffset={group.point.id === selectedId ? 1000 : 0}
            keyboard
            title={intl.formatMessage(m.marker, { label: group.point.label, price: group.point.priceLabel })}
            alt={intl.formatMessage(m.marker, { label: group.point.label, price: group.point.priceLabel })}
            eventHandlers={{ click: () => onSelect(group.point.id) }}
          />
        ) : (
          <Marker
            key={`c-${group.key}`}
            position={[group.lat, group.lng]}
            icon={clusterIcon(group.points.length)}
            keyboard
            title={intl.formatMessage(m.cluster, { count: group.points.length })}
            alt={intl.formatMessage(m.cluster, { count: group.points.length })}
            eventHandlers={{ click: () => map.setView([group.lat, group.lng], zoomIntoCluster(map.getZoom())) }}
          />
        ),
      )}
    </>
  );
}

/**
 * The Leaflet map of the results (browser only: loaded with next/dynamic, ssr false). Markers are
 * grouped per zoom (src/domain/map/clustering.ts), so 1,000 results stay a few dozen DOM nodes.
 */
export default function LeafletMap(props: SearchMapProps & { visible: boolean }) {
  const intl = useIntl();
  const [zoom, setZoom] = useState(props.initialView.zoom);
  const [moved, setMoved] = useState(false);
  const [map, setMap] = useState<L.Map | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const groups = useMemo(() => clusterPoints(props.markers, zoom), [props.markers, zoom]);
  const selected = props.markers.find((marker) => marker.id === props.selectedId) ?? null;

  // Leaflet gives the map container no accessible name: the region says what it is and how to use it.
  useEffect(() => {
    const element = container.current?.querySelector('.leaflet-container');
    element?.setAttribute('aria-label', intl.formatMessage(m.region));
  }, [intl]);

  return (
    <div ref={container} className={styles.host} data-testid="leaflet-map">
      <div className={styles.toolbar}>
        {props.loading ? (
          <p className={styles.loading} role="status">
            {intl.formatMessage(m.loading)}
          </p>
        ) : moved && map && props.onRefreshInArea ? (
          <RefreshButton
            map={map}
            onRefresh={(area) => {
              setMoved(false);
              props.onRefreshInArea?.(area);
            }}
          />
        ) : null}
      </div>
      <MapContainer
        ref={setMap}
        className={styles.map}
        center={[props.initialView.center.lat, props.initialView.center.lng]}
        zoom={props.initialView.zoom}
        scrollWheelZoom
        zoomControl={false}
      >
        {/* Leaflet's own zoom buttons are titled in English: ours carry the site's language. */}
        <ZoomControl position="topleft" zoomInTitle={intl.formatMessage(m.zoomIn)} zoomOutTitle={intl.formatMessage(m.zoomOut)} />
        <AttributionPrefix />
        {props.tileUrl ? <TileLayer url={props.tileUrl} attribution={intl.formatMessage(m.tilesAttribution)} /> : null}
        <ViewTracker onZoom={setZoom} onUserMove={() => setMoved(true)} />
        <SizeKeeper visible={props.visible} />
        <SelectionFocus selected={selected} />
        <Groups groups={groups} selectedId={props.selectedId} onSelect={props.onSelect} />
      </MapContainer>
      {selected ? (
        <div className={styles.selected}>
          <div className={styles.selectedInner}>
            {props.renderSelected(selected.id)}
            <button type="button" className={styles.closeCard} aria-label={intl.formatMessage(m.closeCard)} onClick={() => props.onSelect(null)}>
              ×
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
