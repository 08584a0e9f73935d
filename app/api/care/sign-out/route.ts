import type { NextRequest } from 'next/server';
import { onCareHost, signOut } from '@/care/session.server';
import { crossSiteRefusal } from '@/server/same-site-request';

/** Customer-care sign-out: clears the session cookie. A form POST from our own pages only (403 otherwise). */
export async function POST(request: NextRequest) {
  if (!onCareHost(request)) return new Response(null, { status: 404 });
  return crossSiteRefusal(request) ?? signOut(request);
}
