/**
 * The product header's small islands and the section tabs in one chunk: each imported on its own
 * carried its own copy of product.module.css's class map and of the price formatter (about 2 kB
 * gzip on the product page, issue 24).
 */
export { SectionTabs } from './section-tabs';
export { HeaderPrice } from './header-price';
export { HeaderCancellation } from './header-cancellation';
export { AutoDiscountNote } from './auto-discount-note';
