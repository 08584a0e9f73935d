import { notFound } from 'next/navigation';
import { NotFoundPage } from '@/screens/not-found';
import { notFoundFormOf, type NotFoundProps } from '@/screens/page-entry';

/**
 * The not-found page (part 2 §2), answered 404 by the proxy for every path of no page
 * ('/_not-found/{form}', src/routing/page-forms.ts): one cached page per site, and per language for
 * paths of no site, whatever path was missing. Cached like the catalogue (same lifetime).
 */
export const revalidate = 300;
export const dynamic = 'error';

export default async function NotFoundRoute(props: NotFoundProps) {
  const form = await notFoundFormOf(props);
  if (form === null) notFound();
  return <NotFoundPage form={form} />;
}
