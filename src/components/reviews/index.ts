/**
 * The reviews block (server) and its modal island. The loader is imported by path from
 * './load.server' (server-only); the modal is loaded by ReviewsButton on the first click.
 */
export { ReviewsBlockView, REVIEWS_ANCHOR, type ReviewsBlockViewProps } from './reviews-block';
export { reviewsMessageGroup } from './message-group';
