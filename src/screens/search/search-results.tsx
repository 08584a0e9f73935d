'use client';

import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FilterBar } from '@/components/filters/filter-bar';
import { ActivityCardView, OfferCardView } from '@/components/offer-card';
import { MapPinIcon } from '@/components/ui/map-pin-icon';
import { useWishlist } from '@/components/wishlist/use-wishlist';
import { WishlistAlert } from '@/components/wishlist/wishlist-alert';
import type { Locale } from '@/domain/model/locale';
import type { OfferCard } from '@/domain/model/search';
import { activeFilters } from '@/domain/filters';
import { initialMapView, placeKindOf, type PlaceKind } from '@/domain/map';
import { distanceRadiusLabel, gridWithInlineBlocks } from '@/domain/search';
import { formatPrice } from '@/i18n/format';
import { toApiSearchCriteria } from '@/state/api-criteria';
import type { SearchHashCriteria } from '@/state/hash/search-criteria';
import { searchCriteriaCodec } from '@/state/hash/search-criteria-codec';
import { effectiveSort, sortOptionsFor } from '@/state/search-flow';
import { searchHashStore } from '@/state/search-hash-store';
import { radiusLabelMessages } from '@/components/filters/messages';
import { searchMessages as m } from './client-messages';
import { headingFor } from './area-heading';
import { useHotelFlowFallback } from './use-hotel-flow-fallback';
import { MapResultCard } from './map-result-card';
import { FlowSwitch } from './flow-switch';
import { isSwitchableFlow, type SwitchableFlow } from './flow-switch-href';
import { toOwnHash } from './own-hash';
import { serverCriteria, withPathCriteria, type PathCriteria } from './page-criteria';
import { PaginationNav } from './pagination-nav';
import { resultHref } from './result-href';
import type { ResultItem, ResultsPage } from './results-page';
import { useMapResults, useResults } from './use-results';
import styles from './search.module.css';
import { useSearchResultsTracking } from '@/tracking/result-items';

// Modals and drawers load when first opened (DESIGN §6); imported by path, not through a barrel
// that would pull them back into the island's chunk.
const FiltersModal = lazy(() => import('@/components/filters/filters-modal').then((module) => ({ default: module.FiltersModal })));
const SortDrawer = lazy(() => import('./sort-drawer'));
const SearchMapModal = lazy(() => import('@/components/map').then((module) => ({ default: module.SearchMapModal })));
const HotelOffersDrawer = lazy(() => import('@/components/hotel-offers').then((module) => ({ default: module.HotelOffersDrawer })));

export interface SearchResultsProps {
  locale: Locale;
  path: PathCriteria;
  initialResults: ResultsPage;
  cityLabel: string | null;
  mapTileUrl: string;
  /** The flows the flow switch above the results offers (none: no switch). */
  switchFlows: readonly SwitchableFlow[];
  /** Server-rendered inline blocks (part 1 §9: after the first row and after the 9th item). */
  blocks: { afterFirstRow: ReactNode; afterNinth: ReactNode };
  /** Server-rendered banner above the grid (the gift card banner in gifting). */
  topBanner?: ReactNode;
  /** The page's h1: the path's title, and the same heading for an area the hash names (area-heading.ts). */
  heading: { title: string; areaTemplate: string | null };
}

/**
 * The results island: filter bar, action bar (Filter, Map, Sort), the grid with its inline blocks,
 * pagination, and the drawers and map it opens. It renders the server's first page until the
 * hash is read, then follows the hash (back and forward included).
 */
export function SearchResults({ locale, path, initialResults, cityLabel, mapTileUrl, switchFlows, blocks, topBanner, heading }: SearchResultsProps) {
  const intl = useIntl();
  const hydrated = searchHashStore.useHashHydrated();
  const hash = searchHashStore.useHashValue();
  const criteria = useMemo(() => withPathCriteria(hash, path), [hash, path]);
  const printed = searchCriteriaCodec.print(criteria);
  const serverHash = useMemo(() => searchCriteriaCodec.print(serverCriteria(path)), [path]);
  const { results, updating } = useResults({ locale, path, hash: printed, serverHash, hydrated, initial: initialResults });
  const { flow } = path;
  // The server's page was tracked by the loader (results-island.tsx), with the page.
  useSearchResultsTracking(results, `search-${flow}`, initialResults);
  useHotelFlowFallback(locale, flow, criteria, hydrated);

  const [filtersOpen, setFiltersOpen] = useState(false);
  const [sortOpened, setSortOpened] = useState(false);
  const [sortOpen, setSortOpen] = useState(false);
  const [mapOpened, setMapOpened] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [hotel, setHotel] = useState<{ id: number; label: string } | null>(null);
  const resultsRef = useRef<HTMLElement>(null);

  const write = useCallback(
    (next: SearchHashCriteria) => searchHashStore.set((current) => toOwnHash(next, current, path), { history: 'push' }),
    [path],
  );

  const mapResults = useMapResults({ locale, path, hash: printed, enabled: mapOpened });
  const markers = useMemo(
    () => (mapResults.data ?? []).map((result) => ({ id: result.id, lat: result.lat, lng: result.lng, label: result.label, priceLabel: formatPrice(intl, result.price) })),
    [mapResults.data, intl],
  );

  const sortOptions = sortOptionsFor(flow, criteria);
  const sort = effectiveSort(criteria, flow);
  const filterCount = activeFilters(toApiSearchCriteria(criteria)).length;
  const distanceLabel = distanceRadiusLabel({ distanceMax: criteria.distanceMax, cityLabel });

  // Stable callbacks: the cards are memoised.
  const openMap = useCallback((id: number | null) => {
    setSelectedId(id);
    setMapOpened(true);
    setMapOpen(true);
  }, []);
  const showCardOnMap = useCallback((card: OfferCard) => openMap(card.id), [openMap]);
  // The hearts of full cards (the signed-in visitor's wishlist, sign-in for anyone else).
  const wishlist = useWishlist(locale);
  const showOtherOffers = useCallback((card: OfferCard) => {
    if (card.hotel) setHotel({ id: card.hotel.id, label: card.hotel.label });
  }, []);
  const goToPage = (page: number) => {
    write({ ...criteria, page });
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  // 'See all offers' in the hotel offers drawer: the same search without dates (the drawer follows).
  const clearDates = () => write({ ...criteria, checkin: undefined, checkout: undefined, night: undefined, page: 1 });
  const pageHref = (page: number) => `#${searchCriteriaCodec.print(toOwnHash({ ...criteria, page }, hash, path))}`;

  const renderItem = (item: ResultItem, index: number, layoutOverride?: 'weekend') => {
    const href = resultHref(locale, flow, item, criteria);
    // Only the first card's picture is the page's LCP candidate (preloaded, high priority): on a phone
    // it is the only one on screen, and the next ones would take bandwidth from it and the stylesheet.
    const priority = index === 0;
    if (item.kind === 'activity') return <ActivityCardView card={item.card} locale={locale} href={href} priority={priority} />;
    return (
      <OfferCardView
        card={item.card}
        flow={flow}
        locale={locale}
        layout={layoutOverride ?? (flow === 'gifting' ? 'singleVoucher' : 'full')}
        href={href}
        priority={priority}
        onSeeOnMap={showCardOnMap}
        onOtherOffers={showOtherOffers}
        onWishlist={wishlist.toggle}
        wishlisted={wishlist.state.ids.has(item.card.id)}
      />
    );
  };

  const entries = gridWithInlineBlocks(results.items, { afterFirstRow: blocks.afterFirstRow, afterNinth: blocks.afterNinth });
  const noResults = results.total === 0;

  return (
    <div className={styles.island}>
      <h1 className={styles.title}>{headingFor(heading, results.area?.label)}</h1>
      {switchFlows.length > 1 && isSwitchableFlow(path.flow) ? (
        <FlowSwitch locale={locale} path={{ ...path, flow: path.flow }} criteria={criteria} hashCriteria={hash} flows={switchFlows} />
      ) : null}
      <div className={styles.filterBar}>
        <FilterBar locale={locale} flow={flow} criteria={criteria} boxCode={path.boxCode} cityLabel={cityLabel} onCommit={write} />
      </div>
      <div className={styles.actionBar} role="group" aria-label={intl.formatMessage(m.resultsHeading)}>
        {/* An empty page says 'No exact results found' below (part 1 §2); the count is not repeated as
            '0 offers' but the live region still announces it to screen readers. */}
        <p className={noResults ? 'visually-hidden' : styles.count} aria-live="polite" data-testid="results-count">
          {noResults ? intl.formatMessage(flow === 'activity' ? m.noActivity : m.noExactResults) : intl.formatMessage(m.resultsCount, { count: results.total })}
        </p>

        <button type="button" className={`${styles.actionButton} ${styles.mobileOnly}`} onClick={() => setFiltersOpen(true)} data-testid="open-filters">
          {filterCount > 0 ? intl.formatMessage(m.actionFilterCount, { count: filterCount }) : intl.formatMessage(m.actionFilter)}
        </button>
        {/* Part 1 §2: the action bar's Map button, and on desktop a 'See on the map' button beside
            the count while there are results to place. */}
        {results.items.length > 0 ? (
          <button type="button" className={`${styles.actionButton} ${styles.desktopOnly}`} onClick={() => openMap(null)} data-testid="see-on-map">
            <MapPinIcon width={20} height={20} />
            {intl.formatMessage(m.seeOnMap)}
          </button>
        ) : null}
        <button type="button" className={styles.actionButton} onClick={() => openMap(null)} data-testid="open-map">
          {intl.formatMessage(m.actionMap)}
        </button>
        <button
          type="button"
          className={styles.actionButton}
          onClick={() => {
            setSortOpened(true);
            setSortOpen(true);
          }}
          data-testid="open-sort"
        >
          {intl.formatMessage(m.actionSort)}
        </button>
      </div>
      {distanceLabel ? (
        <p className={styles.muted} data-testid="distance-label">
          {distanceLabel.key === 'search.distance.lessThanTwoHours'
            ? intl.formatMessage(radiusLabelMessages.lessThanTwoHours)
            : intl.formatMessage(radiusLabelMessages.lessThanKmFromCity, distanceLabel.values)}
        </p>
      ) : null}
      {topBanner}
      <section ref={resultsRef} className={styles.results} aria-labelledby="results-heading" aria-busy={updating} data-testid="search-results" data-hydrated={hydrated ? 'true' : 'false'}>
        <h2 id="results-heading" className="visually-hidden">
          {intl.formatMessage(m.resultsHeading)}
        </h2>
        {updating ? (
          <p className={styles.updating} role="status">
            {intl.formatMessage(m.updating)}
          </p>
        ) : null}
        {noResults ? (
          <div className={styles.noResults} data-testid="no-results">
            <p className={styles.noResultsTitle}>{intl.formatMessage(flow === 'activity' ? m.noActivity : m.noExactResults)}</p>
            {results.suggestions.length > 0 ? <p data-testid="suggestion-banner">{intl.formatMessage(m.suggestionBanner)}</p> : null}
          </div>
        ) : null}
        <ul className={styles.grid} data-testid="results-grid">
          {entries.map((entry) =>
            entry.type === 'item' ? (
              <li key={`item-${entry.item.kind}-${entry.item.card.id}`} className={styles.gridItem}>
                {renderItem(entry.item, entry.index)}
              </li>
            ) : (
              <li key={`block-${entry.slot}`} className={styles.gridBlock} data-testid={`inline-block-${entry.slot}`}>
                {entry.block}
              </li>
            ),
          )}
        </ul>
        {noResults && results.suggestions.length > 0 ? (
          <ul className={styles.grid} data-testid="suggestions-grid">
            {results.suggestions.map((card, index) => (
              <li key={`suggestion-${card.id}`} className={styles.gridItem}>
                {renderItem({ kind: 'offer', card }, index, 'weekend')}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <PaginationNav page={results.page} pageSize={results.pageSize} total={results.total} hrefOf={pageHref} onPage={goToPage} />

      <Suspense fallback={null}>
        {filtersOpen ? (
          <FiltersModal
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            locale={locale}
            flow={flow}
            criteria={criteria}
            boxCode={path.boxCode}
            cityLabel={cityLabel}
            onCommit={write}
          />
        ) : null}
        {sortOpened ? (
          <SortDrawer open={sortOpen} onOpenChange={setSortOpen} options={sortOptions} value={sort} onChange={(order) => write({ ...criteria, sort: order, page: 1 })} />
        ) : null}
        {mapOpened ? (
          <SearchMapModal
            open={mapOpen}
            onOpenChange={setMapOpen}
            title={intl.formatMessage(m.mapTitle)}
            markers={markers}
            loading={mapResults.isFetching}
            failed={mapResults.isError}
            selectedId={selectedId}
            onSelect={setSelectedId}
            initialView={mapViewOf(criteria, flow, results)}
            renderSelected={(id: number) => {
              const result = mapResults.data?.find((candidate) => candidate.id === id);
              return result ? <MapResultCard result={result} /> : null;
            }}
            onRefreshInArea={(area: { lat: number; lng: number; distanceMin: number; distanceMax: number }) => write({ ...criteria, ...area, page: 1 })}
            tileUrl={mapTileUrl}
          />
        ) : null}
        {hotel ? (
          <HotelOffersDrawer
            open={hotel !== null}
            onOpenChange={(open: boolean) => !open && setHotel(null)}
            hotelId={hotel.id}
            hotelLabel={hotel.label}
            flow={flow}
            locale={locale}
            criteria={criteria}
            onClearDates={clearDates}
          />
        ) : null}
      </Suspense>
      <WishlistAlert error={wishlist.state.error} />
    </div>
  );
}

/**
 * Where the map opens: the searched point, else the area the hash names (zoom by its kind, part 1
 * §9), else the first result framed by the kind of search.
 */
function mapViewOf(criteria: SearchHashCriteria, flow: PathCriteria['flow'], results: ResultsPage) {
  if (criteria.lat !== undefined && criteria.lng !== undefined) return initialMapView({ place: { lat: criteria.lat, lng: criteria.lng, kind: 'city' } });
  if (results.area) return initialMapView({ place: { lat: results.area.lat, lng: results.area.lng, kind: placeKindOf(results.area.kind) } });
  const kind: PlaceKind = flow === 'hotel' || criteria.hotelId !== undefined || criteria.hotel !== undefined ? 'hotel' : criteria.city || criteria.cityId ? 'city' : 'large';
  for (const item of results.items) {
    const point = item.kind === 'offer' ? item.card.hotel?.location : item.card.centre;
    if (point?.lat != null && point.lng != null) return initialMapView({ place: { lat: point.lat, lng: point.lng, kind } });
  }
  return initialMapView({});
}
