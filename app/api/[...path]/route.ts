import { NEVER_STORED } from '@/server/cache-headers';

/**
 * Any /api path no route handler owns: a plain JSON 404, whatever the method. Without it such a
 * path fell through to the catch-all page, which the proxy never saw (its matcher skips /api/):
 * a page rendered without the proxy would trust request headers a visitor sent (src/routing/proxy-paths.ts).
 */
function notFound(): Response {
  return Response.json({ error: { code: 'not-found' } }, { status: 404, headers: { 'cache-control': NEVER_STORED } });
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
