import type { NextRequest } from 'next/server';
import { onCareHost, signIn } from '@/care/session.server';

/** Customer-care sign-in: verifies the Google ID token and keeps it in the session cookie. */
export async function POST(request: NextRequest) {
  if (!onCareHost(request)) return new Response(null, { status: 404 });
  return signIn(request);
}
