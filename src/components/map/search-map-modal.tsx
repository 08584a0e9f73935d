'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { ErrorBanner } from '@/components/error-banner/error-banner';
import { Modal } from '@/components/ui/modal';
import { mapMessages as m } from './messages';
import type { SearchMapProps } from './types';
import styles from './map.module.css';

/** Leaflet touches `window` when imported: browser only, and only once the map is first opened. */
const LeafletMap = dynamic(() => import('./leaflet-map'), { ssr: false, loading: () => <MapLoading /> });

function MapLoading() {
  const intl = useIntl();
  return (
    <p className={styles.loading} role="status">
      {intl.formatMessage(m.loading)}
    </p>
  );
}

/** Where the persistent map is shown while the dialog is open. */
function MapSlot({ host }: { host: HTMLElement }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    element.appendChild(host);
    return () => {
      if (host.parentElement === element) element.removeChild(host);
    };
  }, [host]);
  return <div ref={slot} className={styles.frame} data-testid="map-frame" />;
}

/**
 * The results map in a Radix dialog (full screen on mobile). The first opening mounts the map and
 * it stays mounted (part 2 §4): it is rendered into a node of its own, which the dialog takes in
 * while open and gives back when closed, so reopening keeps the position, the zoom and the tiles.
 */
export function SearchMapModal(props: SearchMapProps) {
  const intl = useIntl();
  const [host] = useState<HTMLElement | null>(() => {
    if (typeof document === 'undefined') return null;
    const element = document.createElement('div');
    element.className = styles.host ?? '';
    return element;
  });
  return (
    <>
      <Modal open={props.open} onOpenChange={props.onOpenChange} title={props.title ?? intl.formatMessage(m.region)} fullScreenOnMobile width={1200} data-testid="map-modal">
        {props.failed ? <ErrorBanner /> : null}
        {host ? <MapSlot host={host} /> : null}
      </Modal>
      {host ? createPortal(<LeafletMap {...props} visible={props.open} />, host) : null}
    </>
  );
}
