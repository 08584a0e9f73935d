import { NotFoundPage, notFoundMetadata } from '@/screens/not-found';
import { isNotFoundRequest } from '@/server/not-found-request';

/**
 * The 404 of every path whose page found nothing to show (unknown content, missing data): the page
 * calls requestNotFound() before anything streams, so the status stays 404. No params here: the
 * site comes from the request context (the path the proxy passed on).
 *
 * Next also renders this file into every page as the layout's not-found slot; there it renders
 * nothing, so a normal page neither loads nor reports a 404 (src/server/not-found-request.ts).
 */
export const generateMetadata = notFoundMetadata;

export default async function NotFound() {
  if (!(await isNotFoundRequest())) return null;
  return <NotFoundPage />;
}
