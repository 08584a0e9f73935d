import { http, HttpResponse } from 'msw';
import { route } from '../services';
import { remember, store } from '../store';
import { errorJson, isLocaleCode } from './common';

/**
 * GET {origin}/error?uri&locale — the not-found page's error report (part 2 §2).
 * POST {origin}/log — client error log { level, message, location, locale } (part 2 §7);
 * messages over 256 characters are refused, as the client must cut them first.
 */
const LEVELS = ['error', 'warn', 'info'];
const MAX_MESSAGE = 256;

export const errorHandlers = [
  http.get(route('origin', '/error'), ({ request }) => {
    const url = new URL(request.url);
    const uri = url.searchParams.get('uri');
    const locale = url.searchParams.get('locale');
    if (!uri) return errorJson(400, 'MISSING_URI', 'Query parameter uri is required');
    if (locale !== null && !isLocaleCode(locale)) return errorJson(400, 'INVALID_LOCALE', `Unknown locale ${locale}`);
    remember(store.errorReports, { uri, locale });
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(route('origin', '/log'), async ({ request }) => {
    const body: unknown = await request.json().catch(() => null);
    if (!body || typeof body !== 'object') return errorJson(400, 'INVALID_BODY', 'Expected a JSON object');
    const { level, message, location, locale } = body as Record<string, unknown>;
    if (typeof level !== 'string' || !LEVELS.includes(level)) return errorJson(400, 'INVALID_LEVEL', `level must be one of ${LEVELS.join(', ')}`);
    if (typeof message !== 'string' || message === '') return errorJson(400, 'MISSING_MESSAGE', 'message is required');
    if (message.length > MAX_MESSAGE) return errorJson(400, 'MESSAGE_TOO_LONG', `message is limited to ${MAX_MESSAGE} characters`);
    if (typeof location !== 'string' || location === '') return errorJson(400, 'MISSING_LOCATION', 'location is required');
    if (locale !== undefined && !isLocaleCode(locale)) return errorJson(400, 'INVALID_LOCALE', 'Unknown locale');
    remember(store.clientLogs, { level, message, location, locale });
    return new HttpResponse(null, { status: 204 });
  }),
];
