import { filterMessages as m } from './messages';

/** Dropdown titles by filter id (apart from the sections, which load when a panel first opens). */
export const FILTER_TITLES = {
  activities: m.activities,
  price: m.price,
  distance: m.distance,
  facilities: m.facilities,
  moreFilters: m.moreFilters,
} as const;
