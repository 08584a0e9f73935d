'use client';

import { desktopOnly } from '@/components/ui/desktop-island';
import type { Flow } from '@/domain/model/cms';
import type { Locale } from '@/domain/model/locale';
import type { Destination } from './destination';
import { MobileSearchModal } from './mobile-search-modal';
import type { SearchFormInitial } from './search-form';
import shared from './styles.module.css';

/**
 * The desktop bar's form (destination, calendar, guests): a phone never shows it, and never fetches
 * nor hydrates it.
 */
const DesktopSearchForm = desktopOnly(() => import('./search-form').then((module) => module.SearchForm));

/**
 * The search box of a page (home jumbotron, not-found): the desktop bar with dropdowns and, on
 * mobile screens, a field that opens the full-screen search modal. Both are in the server HTML and
 * CSS shows one, so nothing moves when the page hydrates.
 */
export interface SearchBoxProps {
  locale: Locale;
  flow: Flow;
  /** The search being shown (results page): its destination; dates and guests are read from the hash. */
  current?: { destination: Destination | null };
  /** Values the form starts from (results page prefill); they win over `current`. */
  initial?: SearchFormInitial;
}

export function SearchBox({ locale, flow, current, initial }: SearchBoxProps) {
  return (
    <>
      <div className={shared.desktopOnly}>
        <DesktopSearchForm locale={locale} flow={flow} layout="bar" current={current} initial={initial} />
      </div>
      <div className={shared.mobileOnly}>
        <MobileSearchModal locale={locale} flow={flow} trigger="field" current={current} initial={initial} />
      </div>
    </>
  );
}
