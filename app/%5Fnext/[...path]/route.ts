import { NEVER_STORED } from '@/server/cache-headers';

/**
 * Any /_next path Next's own files do not answer (an unknown chunk, say): a plain 404, whatever the
 * method. Without it such a path fell through to the catch-all page, which the proxy never saw (its
 * matcher skips /_next/): a page rendered without the proxy would trust request headers a visitor
 * sent (src/routing/proxy-paths.ts). The folder name `%5Fnext` is how the App Router spells a URL
 * segment starting with '_' (a plain `_next` folder would be private).
 */
function notFound(): Response {
  return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NEVER_STORED } });
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
