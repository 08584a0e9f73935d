/** Pure rules of the filter bar and the mobile filters modal (part 1 §2, §4, §5, §7). */
export * from './filter-values';
export * from './filter-draft';
export * from './filter-bar';
export * from './range-handles';
export * from './price-slider';
export * from './distance-slider';
export * from './filter-options';
export * from './facet-refresh';
