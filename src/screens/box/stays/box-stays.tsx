'use client';

import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { bffGet } from '@/bff/client';
import { boxOffersContract, type BoxOffersAnswer, type BoxStayCard } from '@/bff/contracts/box-offers';
import { Button } from '@/components/ui/button';
import { initialStaysPaging, nextStaysPage, staysPagingReducer } from '@/domain/box';
import type { Locale } from '@/domain/model/locale';
import { boxIslandMessages as m } from '../islands-messages';
import { StayCard } from './stay-card';
import styles from './stays.module.css';

/** The map (and Leaflet) is fetched when the visitor first asks for it. */
const BoxStaysMap = lazy(() => import('./box-stays-map').then((module) => ({ default: module.BoxStaysMap })));

export interface BoxStaysProps {
  locale: Locale;
  /** The box's digital code. */
  code: string;
  /** The first page, rendered with the page; null when its call failed (loaded again here). */
  first: BoxOffersAnswer | null;
  mapTileUrl: string;
  /** The section heading naming the list. */
  labelledBy: string;
}

/**
 * The stays available with a box (part 2 §2, §4, §7, §9): a horizontal, keyboard-scrollable row of
 * cards. When the loader at the row's end comes into view the next page of 8 is asked and
 * appended; the first empty page ends the list. A failed page shows a retry and keeps the cards.
 */
export function BoxStays({ locale, code, first, mapTileUrl, labelledBy }: BoxStaysProps) {
  const intl = useIntl();
  const [state, dispatch] = useReducer(staysPagingReducer<BoxStayCard>, first, (answer) =>
    initialStaysPaging<BoxStayCard>(answer ? { items: answer.stays, totalCount: answer.totalCount } : null),
  );
  const scroller = useRef<HTMLDivElement>(null);
  const loader = useRef<HTMLDivElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  const [mapOpened, setMapOpened] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);

  const load = useCallback(
    (page: number) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      dispatch({ type: 'request' });
      bffGet(boxOffersContract, { locale, code, page }, { signal: controller.signal })
        .then((answer) => dispatch({ type: 'loaded', page, items: answer.stays, totalCount: answer.totalCount }))
        .catch(() => {
          if (!controller.signal.aborted) dispatch({ type: 'failed', page });
        });
    },
    [locale, code],
  );

  useEffect(() => () => inFlight.current?.abort(), []);

  // A new observer after every page: its first report says whether the loader is still in view
  // (a wide screen may show it again right after a short page), so loading goes on by itself.
  const next = state.status === 'idle' ? nextStaysPage(state) : null;
  useEffect(() => {
    const target = loader.current;
    if (next === null || target === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load(next);
        }
      },
      { root: scroller.current, rootMargin: '0px 320px 0px 320px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [next, load]);

  const failedPage = state.status === 'failed' ? nextStaysPage(state) : null;
  return (
    <div className={styles.stays}>
      <div className={styles.toolbar}>
        {state.totalCount !== null ? (
          <p className={styles.count} data-testid="box-stays-count" data-total={state.totalCount}>
            {intl.formatMessage(m.staysCount, { count: state.totalCount })}
          </p>
        ) : null}
        <Button
          variant="secondary"
          data-testid="box-map-button"
          onClick={() => {
            setMapOpened(true);
            setMapOpen(true);
          }}
        >
          {intl.formatMessage(m.mapButton)}
        </Button>
      </div>
      <div
        ref={scroller}
        className={styles.scroller}
        role="region"
        aria-labelledby={labelledBy}
        aria-describedby={`${labelledBy}-hint`}
        // The row scrolls with the arrow keys once focused (a scrollable region must be reachable).
        tabIndex={0}
        data-testid="box-stays-scroller"
      >
        <span id={`${labelledBy}-hint`} className={styles.visuallyHidden}>
          {intl.formatMessage(m.staysRegion)}
        </span>
        <ul className={styles.list} data-testid="box-stays-list">
          {state.items.map((stay) => (
            <li key={stay.id} className={styles.item}>
              <StayCard stay={stay} />
            </li>
          ))}
        </ul>
        <div ref={loader} className={styles.loader} data-testid="box-stays-loader" data-status={state.status}>
          {state.status === 'failed' && failedPage !== null ? (
            <div className={styles.failed} role="alert">
              <p>{intl.formatMessage(m.staysError)}</p>
              <Button variant="secondary" data-testid="box-stays-retry" onClick={() => load(failedPage)}>
                {intl.formatMessage(m.staysRetry)}
              </Button>
            </div>
          ) : state.status === 'done' ? (
            state.items.length > 0 ? <p className={styles.end}>{intl.formatMessage(m.staysEnd)}</p> : null
          ) : (
            <p className={styles.loading} role="status">
              {intl.formatMessage(m.staysLoading)}
            </p>
          )}
        </div>
      </div>
      {mapOpened ? (
        <Suspense fallback={null}>
          <BoxStaysMap locale={locale} code={code} open={mapOpen} onOpenChange={setMapOpen} stays={state.items} tileUrl={mapTileUrl} />
        </Suspense>
      ) : null}
    </div>
  );
}
