import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { isManifestTag } from '@/caching/cache-manifest';
import { PERSONAL_CACHE_CONTROL } from '@/server/cache-headers';
import { getSiteConfig } from '@/server/site-config';

const HEADERS = { 'cache-control': PERSONAL_CACHE_CONTROL };

const bodySchema = z.object({
  tags: z
    .array(z.string().refine(isManifestTag, 'not a tag of the cache manifest'))
    .min(1)
    .max(50),
});

function authorised(request: Request, secret: string): boolean {
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * On-demand revalidation by tag (issue 24), for the CMS and catalogue webhooks: every cached read and
 * page made with one of the tags is expired at once (the next visitor waits for a fresh render, never
 * sees the old one again). Tags: src/caching/cache-manifest.ts. Without REVALIDATE_SECRET the route
 * does not exist (404); a wrong secret is refused (401), an unknown tag too (400).
 */
export async function POST(request: Request): Promise<Response> {
  const secret = getSiteConfig().revalidateSecret;
  if (secret === null) return Response.json({ error: { code: 'not-found' } }, { status: 404, headers: HEADERS });
  if (!authorised(request, secret)) return Response.json({ error: { code: 'unauthorised' } }, { status: 401, headers: HEADERS });
  const parsed = bodySchema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) return Response.json({ error: { code: 'invalid-tags', message: parsed.error.issues[0]?.message } }, { status: 400, headers: HEADERS });
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: parsed.data.tags }, { headers: HEADERS });
}
