import { randomBytes } from 'node:crypto';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { ApiError, answerApi, invalidField, objectBody } from '../api-error';
import { isEmailLike } from '../bookings/hand-off';
import { isValidIsoDay } from '../catalogue/days';
import { LOCALE_CODES } from '../product/http';
import { route } from '../services';
import { listOutbox, messageOfKey, sendMessage, type OutboxMessage } from './outbox';

/**
 * The mail provider's stand-in (contract §3; MAIL_URL → the simulator's /mail):
 *   POST {mail}/v1/messages   header Idempotency-Key (1..200 characters, else 400 IDEMPOTENCY_KEY_REQUIRED)
 *        { to: e-mail, subject, text, html (non-empty strings), locale: one of the six,
 *          tags: { kind: 'booking-confirmation' | string, reference?: string },
 *          sendAt?: 'yyyy-MM-dd' }   a message scheduled for that day (contract §7: a digital gift's
 *                                     e-voucher on its send date); recorded as it is, nothing is sent
 *        → 202 { id } ('msg_' + 24 hex), the message in the outbox; the same key again → 200 the same
 *        id and no second message, whatever the body (what a retried send must do); 400
 *        INVALID_PARAMETER + field for a bad field. No message leaves the simulator.
 *   GET /__admin/records/emails → the outbox [{ id, receivedAt, to, subject, text, html, locale, tags, sendAt? }].
 * Fault injection reaches the send (mocks/faults.ts, path '/mail/v1/messages').
 */

function requiredText(fields: Record<string, unknown>, name: string, max: number): string {
  const value = fields[name];
  if (typeof value !== 'string' || value.trim() === '' || value.length > max) throw invalidField(name, `${name} must be a non-empty string of at most ${max} characters`);
  return value;
}

function parseTags(value: unknown): OutboxMessage['tags'] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidField('tags', 'tags must be an object { kind, reference? }');
  const { kind, reference } = value as Record<string, unknown>;
  if (typeof kind !== 'string' || kind === '' || kind.length > 100) throw invalidField('tags.kind', 'tags.kind must be a non-empty string');
  if (reference !== undefined && (typeof reference !== 'string' || reference.length > 100)) throw invalidField('tags.reference', 'tags.reference must be a string');
  return reference === undefined ? { kind } : { kind, reference };
}

function send(request: Request, body: unknown, now: Date): Response {
  const key = request.headers.get('idempotency-key') ?? '';
  if (key === '' || key.length > 200) throw new ApiError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'An Idempotency-Key header of 1 to 200 characters is required');
  const sent = messageOfKey(key);
  if (sent) return HttpResponse.json({ id: sent.id });
  const fields = objectBody(body);
  const to = requiredText(fields, 'to', 254).trim();
  if (!isEmailLike(to)) throw invalidField('to', 'to must be an e-mail address');
  const subject = requiredText(fields, 'subject', 500);
  const text = requiredText(fields, 'text', 200_000);
  const html = requiredText(fields, 'html', 500_000);
  const locale = fields.locale;
  if (typeof locale !== 'string' || !(LOCALE_CODES as readonly string[]).includes(locale)) throw invalidField('locale', `locale must be one of ${LOCALE_CODES.join(', ')}`);
  const tags = parseTags(fields.tags);
  // Absent or null: sent at once.
  const sendAt = fields.sendAt ?? undefined;
  if (sendAt !== undefined && (typeof sendAt !== 'string' || !isValidIsoDay(sendAt))) throw invalidField('sendAt', 'sendAt must be a day yyyy-MM-dd');
  const id = `msg_${randomBytes(12).toString('hex')}`;
  sendMessage(key, { id, receivedAt: now.toISOString(), to, subject, text, html, locale, tags, ...(sendAt === undefined ? {} : { sendAt }) });
  return HttpResponse.json({ id }, { status: 202 });
}

export const mailHandlers: HttpHandler[] = [
  http.post(route('mail', '/v1/messages'), async ({ request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    return answerApi(() => send(request, body, new Date()));
  }),
];

export const mailAdminHandlers: HttpHandler[] = [http.get('*/__admin/records/emails', () => HttpResponse.json(listOutbox()))];
