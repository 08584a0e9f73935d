import type { FilterPanels, FilterPanelsProps } from './use-filter-panels';

/** What every filter section receives: the panels' shared draft and the bar's own props. */
export interface SectionProps {
  panels: FilterPanels;
  props: FilterPanelsProps;
}
