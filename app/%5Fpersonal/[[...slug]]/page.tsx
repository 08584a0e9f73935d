import type { Metadata } from 'next';
import { PageBody, pageMetadata, type PageProps, type SearchParams } from '@/screens/page-entry';
import { screenEntry } from '@/screens/screens';

/**
 * The pages that carry a visitor's own data (checkout steps, lookup, voucher redemption, care mode,
 * contact, the splash in the visitor's language) and the 503 page: rendered per request, never stored
 * (`private, no-store`). The proxy rewrites them here ('/_personal/{form}/…'); the query is their own.
 */
export const dynamic = 'force-dynamic';

type Props = PageProps & { searchParams: Promise<SearchParams> };

export async function generateMetadata(props: Props): Promise<Metadata> {
  return pageMetadata('personal', screenEntry, props, await props.searchParams);
}

export default async function PersonalPage(props: Props) {
  return <PageBody tree="personal" screens={screenEntry} props={props} personalQuery={await props.searchParams} />;
}
