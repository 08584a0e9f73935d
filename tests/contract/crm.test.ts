import { SUBMISSION_ID_FIELD, submitContactCase, toCaseForm } from '@/api/crm';
import type { ContactRequest } from '@/domain/model/contact';
import { SIMULATOR_ORIGIN } from '../setup/env';

/** Contract test of the CRM web-to-case form: the case is stored and readable through the admin endpoint. */
const contact: ContactRequest = {
  bookingId: '12345678',
  contactReason: 'emailconf',
  description: 'Je n’ai pas reçu mon e-mail de confirmation.',
  email: 'camille.martin@example.fr',
  name: 'Camille Martin',
  phone: '+33 6 12 34 56 78',
  locale: 'fr_BE',
  returnUrl: 'https://www.escapade.example/fr-be/contact?ref=contact_thank_you',
  submissionId: '7d0f3c1e-8a3b-4c59-9d3e-0c6f2b8a1e42',
};

const records = async () => (await (await fetch(`${SIMULATOR_ORIGIN}/__admin/records/crmCases`)).json()) as Array<{ fields: Record<string, string> }>;

async function injectFault(rule: { path: string; fault: string; times?: number }): Promise<void> {
  const response = await fetch(`${SIMULATOR_ORIGIN}/__admin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rule) });
  expect(response.status).toBe(201);
}

describe('web-to-case', () => {
  it('posts the contact form; the CRM stores the case and answers its id', async () => {
    const result = await submitContactCase(contact);
    expect(result.ok).toBe(true);
    const id = result.ok ? result.data.id : '';
    expect(id).toMatch(/^500\d+$/);

    const stored = await records();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.fields).toMatchObject({
      id,
      Booking_ID__c: '12345678',
      contact_reason: 'emailconf',
      email: 'camille.martin@example.fr',
      requestType: 'Information/request',
      requestSubtype: 'Confirmation email',
      status: 'New',
      type: 'Information/request',
      subtype: 'Confirmation email',
      language: 'fr',
      country: 'BE',
      origin: 'Web',
      retURL: contact.returnUrl,
      orgid: expect.any(String),
      [SUBMISSION_ID_FIELD]: contact.submissionId,
    });
  });

  it('is idempotent: two posts with the same submission id make one case, both answered its id', async () => {
    const first = await submitContactCase(contact);
    const second = await submitContactCase({ ...contact, description: 'Sent again after a failure' });
    expect(first.ok && second.ok).toBe(true);
    expect(second.ok && second.data.id).toBe(first.ok && first.data.id);
    expect(await records()).toHaveLength(1);

    const other = await submitContactCase({ ...contact, submissionId: 'a5b7c9d1-0000-4000-8000-000000000001' });
    expect(other.ok && other.data.id).not.toBe(first.ok && first.data.id);
    expect(await records()).toHaveLength(2);
  });

  it('retries once on a timeout with the same submission id: one case, even when the first post arrives late', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The first post answers after the client gave up (the CRM may still store it); the retry answers at once.
    await injectFault({ path: '/servlet/servlet.WebToCase', fault: 'latency=400', times: 1 });
    const result = await submitContactCase(contact, { timeoutMs: 150 });
    expect(result.ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 450));
    const stored = await records();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.fields.id).toBe(result.ok ? result.data.id : '');
    vi.restoreAllMocks();
  });

  it('gives up after the one retry when the CRM keeps timing out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await injectFault({ path: '/servlet/servlet.WebToCase', fault: 'timeout', times: 2 });
    const result = await submitContactCase(contact, { timeoutMs: 100 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(await records()).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('a CRM failure is an error (not retried: the CRM answered), nothing stored', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await injectFault({ path: '/servlet/servlet.WebToCase', fault: '503', times: 1 });
    const result = await submitContactCase(contact);
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
    expect(await records()).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('is refused with 400 when a mandatory field is missing, and nothing is stored', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await submitContactCase({ ...contact, email: '' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 400 } });
    expect(await records()).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('sends no booking number when the reason needs none', () => {
    const form = toCaseForm({ ...contact, bookingId: null, contactReason: 'avv_info' }, 'ORG');
    expect(form).toMatchObject({ Booking_ID__c: '', type: 'Hotel Activity information request', subtype: '', orgid: 'ORG' });
  });
});
