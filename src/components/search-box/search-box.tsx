'use client';

import type { Flow } from '@/domain/model/cms';
import type { Locale } from '@/domain/model/locale';
import type { Destination } from './destination';
import { MobileSearchModal } from './mobile-search-modal';
import { SearchForm } from './search-form';
import { DesktopOnly, MobileOnly } from './styles';

/**
 * The search box of a page (home jumbotron, not-found): the desktop bar with dropdowns and, on
 * mobile screens, a field that opens the full-screen search modal. Both are in the server HTML and
 * CSS shows one, so nothing moves when the page hydrates.
 */
export function SearchBox({ locale, flow, current }: { locale: Locale; flow: Flow; current?: { destination: Destination | null } }) {
  return (
    <>
      <DesktopOnly>
        <SearchForm locale={locale} flow={flow} layout="bar" current={current} />
      </DesktopOnly>
      <MobileOnly>
        <MobileSearchModal locale={locale} flow={flow} trigger="field" />
      </MobileOnly>
    </>
  );
}
