import { mapResult, request, type ApiResult, type CallOptions } from '@/api/core';
import type { Locale } from '@/domain/model/locale';
import { acknowledged, clientLogMessage } from './reshape';
import { acknowledgementSchema } from './schemas';

/** GET {origin}/error?uri&locale — the not-found page reports the missing URI (part 2 §2). */
export async function reportNotFound(params: { uri: string; locale: Locale }, options?: CallOptions): Promise<ApiResult<null>> {
  const result = await request({
    service: 'origin',
    path: '/error',
    query: { uri: params.uri, locale: params.locale },
    schema: acknowledgementSchema,
    label: { operation: 'error report', location: 'errors.not-found' },
    cache: 'no-store',
    ...options,
  });
  return mapResult(result, acknowledged);
}

export type ClientLogLevel = 'error' | 'warn' | 'info';

/**
 * POST {origin}/log — client error log { level, message, location 'application.client.error',
 * locale }. The message is cut to its first 256 characters before it is sent.
 */
export async function logClientError(
  params: { message: string; locale: Locale; level?: ClientLogLevel },
  options?: CallOptions,
): Promise<ApiResult<null>> {
  const result = await request({
    service: 'origin',
    path: '/log',
    method: 'POST',
    json: { level: params.level ?? 'error', message: clientLogMessage(params.message), location: 'application.client.error', locale: params.locale },
    schema: acknowledgementSchema,
    label: { operation: 'client error log', location: 'errors.client' },
    cache: 'no-store',
    ...options,
  });
  return mapResult(result, acknowledged);
}
