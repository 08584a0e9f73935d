'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { desktopOnly } from '@/components/ui/desktop-island';
import { teaserActivationOf, type TeaserActivation } from '@/components/ui/teaser-activation';
import type { Locale } from '@/domain/model/locale';
import { hashCarriesStay } from '@/state/hash/hash-carries-stay';
import { useLocationHash } from '@/state/hash/location-hash';
import { useHotelPage } from '../hotel-page-store';
import { hotelSearchBarMessages as m } from './messages';
import type { HotelTab } from './section-tabs';
import styles from './search-bar.module.css';

const loadCriteria = () => import('./hotel-bar-criteria').then((module) => ({ default: module.HotelBarCriteria }));
const HotelBarCriteria = lazy(loadCriteria);

// The tabs belong to the desktop bar (CSS hides them below 1024 px): a phone keeps the server's
// links and never fetches their code.
const DesktopSectionTabs = desktopOnly(() => import('./section-tabs').then((module) => module.HotelSectionTabs));

export interface HotelSearchBarProps {
  locale: Locale;
  hotelId: number;
  /** The page's sections (About `about`, Offers `getaways`, Reviews `reviews`): element ids and tab labels. */
  tabs: readonly HotelTab[];
  /** The criteria as the server drew them (./hotel-bar-teaser.tsx), shown until their island loads. */
  teaser: ReactNode;
}

/** The bar's measured height, for the page's bottom padding on mobile. */
const BAR_HEIGHT_VARIABLE = '--hotel-search-bar-height';

/**
 * The hotel page's search bar (part 2 §2, §4, §9). Desktop: a bar that sticks to the top with the
 * section tabs, the dates (a two-month dropdown), the guests and the confirm button. Mobile: a bar
 * fixed at the bottom with the dates (the full-screen calendar), the guests and the button.
 *
 * Its criteria (./hotel-bar-criteria.tsx) load when they have something to show or do: at once for
 * a link whose hash carries a stay, when another island asks for the calendar (an offer chosen
 * without dates), or when the visitor uses the server's teaser, whose field then opens. Pointing at
 * or focusing the bar fetches their code beforehand. A dateless visitor who only reads the page
 * downloads neither the calendar's field nor the guests popover.
 */
export function HotelSearchBar({ locale, hotelId, tabs, teaser }: HotelSearchBarProps) {
  const intl = useIntl();
  const [activation, setActivation] = useState<TeaserActivation | 'stay' | null>(null);
  // A stay in the hash, or another island asking for the calendar (the criteria take the request
  // once loaded): set while rendering, React's "adjust state when a prop changes".
  const stayInHash = hashCarriesStay(useLocationHash());
  const calendarAsked = useHotelPage((state) => state.calendar !== null);
  if ((stayInHash || calendarAsked) && activation === null) setActivation('stay');

  // The fixed bottom bar (mobile) keeps its height free at the page's end: the page reads it from
  // this variable (search-bar.module.css), so a taller bar (larger text, wrapped button) still fits.
  const barRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(BAR_HEIGHT_VARIABLE, `${Math.ceil(bar.getBoundingClientRect().height)}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BAR_HEIGHT_VARIABLE);
    };
  }, []);

  const intent = () => void loadCriteria();
  return (
    <section
      ref={barRef}
      className={styles.bar}
      aria-label={intl.formatMessage(m.label)}
      data-testid="hotel-search-bar"
      onPointerEnter={intent}
      onFocus={intent}
      onTouchStart={intent}
      onClick={(event) => {
        const used = teaserActivationOf(event.target);
        // Until the criteria are on screen, the field used last is the one they open.
        if (used) setActivation(used);
      }}
    >
      <div className={styles.inner}>
        {tabs.length > 0 ? <DesktopSectionTabs tabs={tabs} label={intl.formatMessage(m.tabsLabel)} /> : null}
        {activation === null ? (
          teaser
        ) : (
          <Suspense fallback={teaser}>
            <HotelBarCriteria locale={locale} hotelId={hotelId} open={activation === 'stay' ? undefined : activation} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
