import { activateExperiments } from '@/api/experiments';
import { experimentsActivateSchema } from '@/bff/contracts/experiments-activate.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { assignmentCookie } from '@/server/experiment-cookie';

const activate = bffRoute(experimentsActivateSchema, { successCacheControl: NO_STORE }, async ({ visitorId }) =>
  activateExperiments(visitorId ?? crypto.randomUUID(), { timeoutMs: 1500 }),
);

/**
 * The visitor's variations, and the cookie that keeps them: set by the server (a cookie written by
 * script is capped at 7 days in Safari), readable by the islands (not HttpOnly). A failed call sets
 * nothing: the visitor stays unassigned for this page and is asked again on the next.
 */
export async function POST(request: Request): Promise<Response> {
  const response = await activate(request);
  if (response.status !== 200) return response;
  const answer = (await response.clone().json()) as { visitorId: string; variations: Record<string, string> };
  response.headers.append('set-cookie', assignmentCookie(answer, new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'));
  return response;
}
