import { NotFoundPage, notFoundMetadata } from '@/screens/not-found';

/**
 * The 404 of every path: notFound() from the catch-all page (unknown route, missing data) is
 * thrown before anything streams, so the status stays 404. No params here: the site comes from
 * the request context (the path the proxy passed on).
 */
export const generateMetadata = notFoundMetadata;
export default NotFoundPage;
