/** The search filters: the desktop filter bar and the mobile Filters modal, sharing one draft logic. */
export { FilterBar } from './filter-bar';
export { FiltersModal } from './filters-modal';
export { activeFilterCount } from './active-filter-count';
export type { FilterPanelsProps } from './use-filter-panels';
