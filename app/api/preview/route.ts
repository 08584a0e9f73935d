import { draftMode } from 'next/headers';
import { verifyPreviewLink } from '@/server/preview-link';
import { getSiteConfig } from '@/server/site-config';
import { NEVER_STORED } from '@/server/cache-headers';

const NO_STORE = { 'cache-control': NEVER_STORED };

/**
 * Draft mode on (content preview, part 2 §6) for a link we signed, then to the previewed page.
 * Without PREVIEW_SECRET there is no preview at all (404); a bad or expired link is refused (401).
 */
export async function GET(request: Request): Promise<Response> {
  const secret = getSiteConfig().previewSecret;
  if (secret === null) return Response.json({ error: { code: 'not-found' } }, { status: 404, headers: NO_STORE });
  const path = verifyPreviewLink(new URL(request.url).searchParams, secret, new Date());
  if (path === null) return Response.json({ error: { code: 'invalid-preview-link' } }, { status: 401, headers: NO_STORE });
  (await draftMode()).enable();
  return new Response(null, { status: 307, headers: { location: path, ...NO_STORE } });
}
