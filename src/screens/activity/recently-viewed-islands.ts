/**
 * The voucher page's recently viewed recorder and carousel in one chunk: apart, each carried its own
 * copy of the list's rules and storage (src/domain/product/recently-viewed.ts, src/state/recently-viewed.ts).
 */
export { RecentlyViewedCarousel } from '@/components/recently-viewed/recently-viewed-carousel';
export { RecentlyViewedRecorder } from '@/components/recently-viewed/recently-viewed-recorder';
