/** Pure rules of the stay product page (part 1 §2–§5, §9; part 2 §3–§5, §8, §9). */
export * from './instalments';
export * from './gift-format';
export * from './offers';
export * from './gift-price-list';
export * from './gift-sub-elements';
export * from './gift-total';
export * from './gift-terms';
export * from './activity-dates';
export * from './quote-display';
export * from './booking-check';
export * from './recently-viewed';
export * from './product-tabs';
export * from './eco-label';
export * from './local-tax';
export * from './reviews';
export * from './gift-price';
