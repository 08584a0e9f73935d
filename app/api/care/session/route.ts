import type { NextRequest } from 'next/server';
import { onCareHost, signIn } from '@/care/session.server';
import { crossSiteRefusal } from '@/server/same-site-request';

/**
 * Google's sign-in (ux_mode "redirect") posts the ID token to this route from its own page, so its
 * origin is trusted here beside ours (the simulated sign-in posts from our login page).
 */
const GOOGLE_SIGN_IN_ORIGIN = 'https://accounts.google.com';

/** Customer-care sign-in: verifies the Google ID token and keeps it in the session cookie. */
export async function POST(request: NextRequest) {
  if (!onCareHost(request)) return new Response(null, { status: 404 });
  return crossSiteRefusal(request, [GOOGLE_SIGN_IN_ORIGIN]) ?? signIn(request);
}
