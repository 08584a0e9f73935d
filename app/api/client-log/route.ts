import { logClientError } from '@/api/errors';
import { clientLogSchema } from '@/bff/contracts/client-log.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { localeFromAcceptLanguage } from '@/domain/model/accept-language';

/** The client error log: logClientError cuts the message at 256; 204 once logged. */
export const POST = bffRoute(clientLogSchema, { successCacheControl: NO_STORE }, async ({ message, locale, level }, request) => {
  const result = await logClientError({ message, level, locale: locale ?? localeFromAcceptLanguage(request.headers.get('accept-language')) });
  return result.ok ? { ok: true, data: undefined } : result;
});
