import { z } from 'zod';
import { logClientError } from '@/api/errors';
import { LOCALES } from '@/domain/model/locale';
import { localeFromAcceptLanguage } from '@/screens/not-found/fallback-locale';

const bodySchema = z.object({
  message: z.string().trim().min(1).max(2000),
  // null on pages outside every site: the visitor's language picks one (docs/decisions.md).
  locale: z.enum(LOCALES).nullable().optional(),
  level: z.enum(['error', 'warn', 'info']).optional(),
});

/** BFF of the client error log: POST { message, locale } → logClientError (cut at 256 there). */
export async function POST(request: Request): Promise<Response> {
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: 'invalid body' }, { status: 400 });
  const { message, level } = parsed.data;
  const locale = parsed.data.locale ?? localeFromAcceptLanguage(request.headers.get('accept-language'));
  const result = await logClientError({ message, locale, level });
  return new Response(null, { status: result.ok ? 204 : 502 });
}
