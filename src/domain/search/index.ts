/** Pure rules of the results screen (part 1 §2, §9; part 2 §4, §9). */
export * from './search-flow';
export * from './sort-options';
export * from './pagination';
export * from './grid-blocks';
export * from './distance-label';
