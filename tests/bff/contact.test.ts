import { POST } from '../../app/api/contact/route';
import { addFaultRule } from '../../mocks/faults';
import { mintIdToken } from '../../mocks/care/fake-google';
import { issueRecaptchaToken, SIMULATED_RECAPTCHA_SITE_KEY } from '../../mocks/providers/recaptcha-tokens';
import { contactContract, type ContactBody } from '@/bff/contracts/contact';
import { SIMULATOR_ORIGIN } from '../setup/env';
import { expectBffError, postRequest } from './helpers';

/**
 * POST /api/contact over the in-process simulator: the CRM, the simulated Google (care mode) and
 * the recaptcha provider's stand-in (signed, single-use tokens).
 */
const body: ContactBody = {
  locale: 'nl_BE',
  submissionId: '0b6e2a3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  reason: 'emailconf',
  bookingNumber: '87654321',
  name: 'Jan Peeters',
  email: 'jan.peeters@example.be',
  phone: '0470 12 34 56',
  description: 'Ik heb mijn bevestigingsmail niet ontvangen.',
};

const crmCases = async () => (await (await fetch(`${SIMULATOR_ORIGIN}/__admin/records/crmCases`)).json()) as Array<{ fields: Record<string, string> }>;

/** A request from the care host with a verified staff token (customer-care mode). */
async function careRequest(payload: unknown): Promise<Request> {
  const { idToken } = await mintIdToken({ email: 'agent@escapade.example', expiresIn: 3600 });
  const request = postRequest(contactContract.path, payload);
  const headers = new Headers(request.headers);
  headers.set('host', 'care.localhost:3000');
  headers.set('cookie', `other=1; care_id_token=${idToken}`);
  return new Request('http://care.localhost:3000/api/contact', { method: 'POST', headers, body: JSON.stringify(payload) });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('POST /api/contact', () => {
  it('refuses a body the form’s rules refuse, whatever the mode, and sends nothing', async () => {
    for (const wrong of [
      { ...body, bookingNumber: '1234' },
      { ...body, name: 'Jan 2' },
      { ...body, email: 'jan@' },
      { ...body, phone: '0470.12.34.56' },
      { ...body, description: ' ' },
      { ...body, reason: 'refund' },
      { ...body, submissionId: 'not-a-uuid' },
      { ...body, locale: 'de_DE' },
    ]) {
      await expectBffError(await POST(await careRequest(wrong)), 400, 'invalid-body');
    }
    await expectBffError(await POST(postRequest(contactContract.path, '{not json')), 400, 'invalid-body');
    expect(await crmCases()).toHaveLength(0);
  });

  it('outside care mode, refuses a message without a recaptcha token: 403, nothing reaches the CRM', async () => {
    for (const token of [undefined, null, '']) {
      const response = await POST(postRequest(contactContract.path, { ...body, recaptchaToken: token }));
      expect(response.status).toBe(403);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: { code: 'recaptcha-refused', reason: 'missing' } });
    }
    expect(await crmCases()).toHaveLength(0);
  });

  it('outside care mode, a provider-issued token sends the message; a forged, reused or other-action token is refused before the CRM', async () => {
    const token = issueRecaptchaToken({ siteKey: SIMULATED_RECAPTCHA_SITE_KEY, action: 'contact', hostname: 'localhost' });
    const sent = await POST(postRequest(contactContract.path, { ...body, recaptchaToken: token }));
    expect(sent.status).toBe(200);
    expect(await crmCases()).toHaveLength(1);

    const refusals = [
      { ...body, recaptchaToken: 'forged.token.value' },
      // Tokens are single use, like Google's.
      { ...body, submissionId: '1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5', recaptchaToken: token },
      { ...body, recaptchaToken: issueRecaptchaToken({ siteKey: SIMULATED_RECAPTCHA_SITE_KEY, action: 'login', hostname: 'localhost' }) },
    ];
    for (const refused of refusals) {
      const response = await POST(postRequest(contactContract.path, refused));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'recaptcha-refused', reason: 'rejected' } });
    }
    expect(await crmCases()).toHaveLength(1);
  });

  it('a care cookie on the public host is not care mode: still refused without a token', async () => {
    const { idToken } = await mintIdToken({ email: 'agent@escapade.example', expiresIn: 3600 });
    const request = new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `care_id_token=${idToken}` },
      body: JSON.stringify(body),
    });
    expect((await POST(request)).status).toBe(403);
    expect(await crmCases()).toHaveLength(0);
  });

  it('in care mode, sends without recaptcha: one case with the hidden fields, the phone in E.164, the thank-you path', async () => {
    const response = await POST(await careRequest(body));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as { caseId: string; thankYouPath: string };
    expect(answer.thankYouPath).toBe('/nl-be/contact?ref=contact_thank_you');
    const stored = await crmCases();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.fields).toMatchObject({
      id: answer.caseId,
      Booking_ID__c: '87654321',
      contact_reason: 'emailconf',
      name: 'Jan Peeters',
      email: 'jan.peeters@example.be',
      phone: '+32470123456',
      requestType: 'Information/request',
      requestSubtype: 'Confirmation email',
      type: 'Information/request',
      subtype: 'Confirmation email',
      status: 'New',
      language: 'nl',
      country: 'BE',
      origin: 'Web',
      retURL: expect.stringMatching(/^https?:\/\/[^/]+\/nl-be\/contact\?ref=contact_thank_you$/),
      orgid: expect.stringMatching(/^[A-Za-z0-9]{15,18}$/),
      Submission_ID__c: body.submissionId,
    });

    // Sending the same form again (a lost answer) answers the same case and stores nothing new.
    const again = (await (await POST(await careRequest(body))).json()) as { caseId: string };
    expect(again.caseId).toBe(answer.caseId);
    expect(await crmCases()).toHaveLength(1);
  });

  it('sends no booking number for a hotel activity question', async () => {
    const response = await POST(await careRequest({ ...body, reason: 'avv_info', bookingNumber: '' }));
    expect(response.status).toBe(200);
    expect((await crmCases())[0]?.fields).toMatchObject({ Booking_ID__c: '', type: 'Hotel Activity information request', subtype: '' });
  });

  it('a CRM failure is a 502 error, never a thank-you', async () => {
    addFaultRule({ path: '/servlet/servlet.WebToCase', fault: { kind: 'status', status: 500 } });
    await expectBffError(await POST(await careRequest(body)), 502, 'upstream');
    expect(await crmCases()).toHaveLength(0);
  });
});
