import type { NextRequest } from 'next/server';
import { onCareHost, signOut } from '@/care/session.server';

/** Customer-care sign-out: clears the session cookie. */
export async function POST(request: NextRequest) {
  if (!onCareHost(request)) return new Response(null, { status: 404 });
  return signOut(request);
}
