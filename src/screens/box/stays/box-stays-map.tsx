'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { bffGet } from '@/bff/client';
import { boxMapContract, type BoxMapPoint } from '@/bff/contracts/box-map';
import type { BoxStayCard } from '@/bff/contracts/box-offers';
import { SearchMapModal, type MapMarkerItem } from '@/components/map';
import { boxMapView } from '@/domain/box';
import type { Locale } from '@/domain/model/locale';
import { DEFAULT_MAP_CENTER } from '@/domain/map';
import { boxIslandMessages as m } from '../islands-messages';
import { StayCard } from './stay-card';
import styles from './stays.module.css';

/**
 * A box's stays have no price to show in the marker's pill: a check mark says "included" (the
 * marker's accessible name says it in words). A short pill keeps neighbouring markers apart.
 */
const INCLUDED_MARK = '✓';

type Points = { status: 'loading' } | { status: 'ok'; points: BoxMapPoint[] } | { status: 'failed' };

/**
 * The box's stays on the search's map (part 2 §2, §7): one marker per stay of the performMapSearch
 * call. A stay already listed shows its card; the others show a short card with their link.
 * The dialog mounts once the positions are known, so the map opens centred on them.
 */
export function BoxStaysMap({
  locale,
  code,
  open,
  onOpenChange,
  stays,
  tileUrl,
}: {
  locale: Locale;
  code: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  stays: readonly BoxStayCard[];
  tileUrl: string;
}) {
  const intl = useIntl();
  const [points, setPoints] = useState<Points>({ status: 'loading' });
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const fetchPoints = useCallback(
    (signal?: AbortSignal) =>
      bffGet(boxMapContract, { locale, code }, { signal })
        .then((answer) => setPoints({ status: 'ok', points: answer.points }))
        .catch(() => {
          if (!signal?.aborted) setPoints({ status: 'failed' });
        }),
    [locale, code],
  );

  useEffect(() => {
    const controller = new AbortController();
    void fetchPoints(controller.signal);
    return () => controller.abort();
  }, [fetchPoints]);

  const byId = useMemo(() => new Map(stays.map((stay) => [stay.id, stay])), [stays]);
  const loaded = useMemo(() => (points.status === 'ok' ? points.points : []), [points]);
  const markers: MapMarkerItem[] = useMemo(
    () =>
      loaded.map((point) => ({
        id: point.id,
        lat: point.lat,
        lng: point.lng,
        priceLabel: INCLUDED_MARK,
        // Said in words for screen readers: the pill only shows the mark.
        label: `${byId.get(point.id)?.hotel ?? byId.get(point.id)?.label ?? intl.formatMessage(m.mapStay)} (${intl.formatMessage(m.mapMarker)})`,
      })),
    [loaded, byId, intl],
  );
  const initialView = useMemo(() => boxMapView(loaded, DEFAULT_MAP_CENTER), [loaded]);

  if (points.status === 'loading') {
    return open ? (
      <p className={styles.mapLoading} role="status">
        {intl.formatMessage(m.staysLoading)}
      </p>
    ) : null;
  }
  return (
    <SearchMapModal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.mapTitle)}
      markers={markers}
      failed={points.status === 'failed'}
      selectedId={selectedId}
      onSelect={setSelectedId}
      initialView={initialView}
      renderSelected={(id: number) => {
        const stay = byId.get(id);
        if (stay) return <StayCard stay={stay} />;
        const point = loaded.find((candidate) => candidate.id === id);
        return point ? (
          <p className={styles.mapCard}>
            {intl.formatMessage(m.mapStay)}{' '}
            <a href={point.href} data-testid="box-map-stay-link">
              {intl.formatMessage(m.mapStayLink)}
            </a>
          </p>
        ) : null;
      }}
      // Every stay of the box is already on the map: no 'Refresh in the area'.
      tileUrl={tileUrl}
    />
  );
}
