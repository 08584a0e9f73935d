/** Pure rules of the availability calendar (part 1 §4, §9; part 2 §4, §9). */
export * from './iso-day';
export * from './site-clock';
export * from './availability';
export * from './day-selectability';
export * from './date-selection';
export * from './month-navigation';
export * from './availability-paging';
export * from './date-shortcuts';
