import { draftMode } from 'next/headers';
import { safeReturnPath } from '@/routing/safe-url';
import { NEVER_STORED } from '@/server/cache-headers';

/** Leaves draft mode and returns to the page (a path of this site only), published content again. */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const path = safeReturnPath(new URL(request.url).searchParams.get('path'), '/');
  return new Response(null, { status: 307, headers: { location: path, 'cache-control': NEVER_STORED } });
}
