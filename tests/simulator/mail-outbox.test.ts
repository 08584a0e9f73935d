import { FAULT_HEADER } from '../../mocks/faults';
import { SIMULATOR_ORIGIN } from '../setup/env';
import { records, resetSimulator } from './support/checkout-journey';

/** The mail provider stand-in (contract §3): an idempotent send into an outbox the admin API lists. */
beforeEach(resetSimulator);

const message = {
  to: 'anne@example.com',
  subject: 'Votre réservation 71234567 est confirmée',
  text: 'Bonjour Anne, votre réservation 71234567 est confirmée.',
  html: '<p>Bonjour Anne, votre réservation <strong>71234567</strong> est confirmée.</p>',
  locale: 'fr_FR',
  tags: { kind: 'booking-confirmation', reference: '71234567' },
};
const send = (body: unknown, key: string | null, headers: Record<string, string> = {}) =>
  fetch(`${SIMULATOR_ORIGIN}/mail/v1/messages`, { method: 'POST', headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'idempotency-key': key }), ...headers }, body: JSON.stringify(body) });

describe('POST {mail}/v1/messages', () => {
  it('accepts a message (202 { id }) into the outbox, and the same key again answers 200 the same id without a second message', async () => {
    const first = await send(message, 'booking-confirmation:71234567');
    expect(first.status).toBe(202);
    const { id } = (await first.json()) as { id: string };
    expect(id).toMatch(/^msg_[0-9a-f]{24}$/);
    const again = await send({ ...message, subject: 'changed' }, 'booking-confirmation:71234567');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id });
    const outbox = await records<Array<Record<string, unknown>>>('emails');
    expect(outbox).toEqual([{ id, receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), ...message }]);
  });

  it('records a scheduled message’s sendAt as it is (contract §7), and refuses one that is no day', async () => {
    const scheduled = { ...message, tags: { kind: 'gift-voucher', reference: '71234567' }, sendAt: '2027-02-14' };
    expect((await send(scheduled, 'gift-voucher:71234567')).status).toBe(202);
    expect((await send({ ...message, sendAt: null }, 'at-once')).status).toBe(202);
    const bad = await send({ ...message, sendAt: '14/02/2027' }, 'bad-day');
    expect([bad.status, ((await bad.json()) as { field: string }).field]).toEqual([400, 'sendAt']);
    const outbox = await records<Array<Record<string, unknown>>>('emails');
    expect(outbox.map((sent) => sent.sendAt)).toEqual(['2027-02-14', undefined]);
  });

  it('lists every message oldest first, and DELETE /__admin/records empties the outbox', async () => {
    await send(message, 'a');
    await send({ ...message, to: 'bob@example.com', tags: { kind: 'other' } }, 'b');
    expect((await records<Array<{ to: string }>>('emails')).map((sent) => sent.to)).toEqual(['anne@example.com', 'bob@example.com']);
    await resetSimulator();
    expect(await records('emails')).toEqual([]);
  });

  it('needs an Idempotency-Key and good fields', async () => {
    const noKey = await send(message, null);
    expect([noKey.status, (await noKey.json()).code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    for (const [field, body] of [
      ['to', { ...message, to: 'nobody' }],
      ['subject', { ...message, subject: '' }],
      ['html', { ...message, html: undefined }],
      ['locale', { ...message, locale: 'de_DE' }],
      ['tags', { ...message, tags: 'x' }],
      ['tags.kind', { ...message, tags: {} }],
    ] as const) {
      const answer = await send(body, `bad-${field}`);
      expect([answer.status, await answer.json()], field).toEqual([400, expect.objectContaining({ code: 'INVALID_PARAMETER', field })]);
    }
    expect(await records('emails')).toEqual([]);
  });

  it('lets fault injection fail a send, which then sends nothing', async () => {
    expect((await send(message, 'k', { [FAULT_HEADER]: '503' })).status).toBe(503);
    expect(await records('emails')).toEqual([]);
  });
});
