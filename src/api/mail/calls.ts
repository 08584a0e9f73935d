import { mapResult, request, type ApiResult, type CallOptions } from '@/api/core';
import { z } from 'zod';

/**
 * The transactional e-mail provider (the simulator's outbox: mocks/mail). One message per
 * idempotency key: a confirmation settled twice (the return and a reload) is sent once.
 */
export interface OutgoingEmail {
  idempotencyKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
  tags: { kind: string; reference?: string };
  /** The day the provider sends it ('yyyy-MM-dd', a gift's chosen day, contract §7); absent: at once. */
  sendAt?: string;
}

const sentSchema = z.object({ id: z.string().min(1) });

/** POST {mail}/v1/messages → the message's id. */
export async function sendEmail(email: OutgoingEmail, options?: CallOptions): Promise<ApiResult<{ id: string }>> {
  const { idempotencyKey, ...message } = email;
  const result = await request({
    service: 'mail',
    path: '/v1/messages',
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey },
    json: message,
    schema: sentSchema,
    label: { operation: 'send e-mail', location: `mail.${email.tags.kind}` },
    cache: 'no-store',
    ...options,
  });
  return mapResult(result, (sent) => sent);
}
