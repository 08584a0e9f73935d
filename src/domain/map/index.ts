/** Pure rules of the search map (issue 4 Map; part 1 §9; part 2 §4, §9). */
export * from './geo';
export * from './map-view';
export * from './clustering';
