import { proxyToAccount } from '@/api/account/proxy.server';
import { crossSiteRefusal } from '@/server/same-site-request';

/**
 * The fixed paths `/account/*` (part 2 §2 header: sign-in, profile, trips, wishlist) belong to the
 * account application at ACCOUNT_URL; this route forwards them (src/api/account/proxy.server.ts).
 * Beside the catch-all page `app/[[...slug]]`: the static `account` segment is matched first.
 * A POST (the sign-in form) is forwarded only from our own pages (403 otherwise).
 */
interface AccountRouteContext {
  params: Promise<{ path: string[] }>;
}

async function handle(request: Request, context: AccountRouteContext): Promise<Response> {
  const { path } = await context.params;
  return proxyToAccount(request, path);
}

export const GET = handle;
export async function POST(request: Request, context: AccountRouteContext): Promise<Response> {
  return crossSiteRefusal(request) ?? handle(request, context);
}
// Every answer is one visitor's (cookies): never prerendered nor cached.
export const dynamic = 'force-dynamic';
