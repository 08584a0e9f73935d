/**
 * The product page's small islands in one chunk (issue 24): the header's (the quoted stay's swap,
 * the automatic discount), the tabs, the sections' dialogs and See more, the view's tracking and
 * the recently viewed recorder. Imported one by one, each chunk carried its own copy of the modules
 * they share, and its own chunk's overhead. The price and the cancellation label are the server's
 * markup; only their swap for the quoted stay's is here (./quote-swap.tsx).
 */
export { SectionTabs } from './section-tabs';
export { QuoteSwap } from './quote-swap';
export { AutoDiscountNote } from './auto-discount-note';
export { SeeMore } from '@/components/ui/see-more';
export { InfoDialog } from '@/components/ui/info-dialog';
export { ProductViewTracking } from '@/tracking/product-view-tracking';
export { RecentlyViewedRecorder } from '@/components/recently-viewed/recently-viewed-recorder';
