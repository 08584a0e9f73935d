/** Pure rules of the offer cards (part 1 §3, §4, §6, §9; part 2 §4, §5, §9). */
export * from './price-type';
export * from './promo';
export * from './stress-messages';
export * from './badge-rotation';
export * from './review-score';
export * from './cancellation';
export * from './per-night-price';
export * from './description-truncation';
export * from './card-display';
export * from './card-defaults';
export * from './star-rating';
export * from './auto-discount';
