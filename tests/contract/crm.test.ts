import { submitContactCase, toCaseForm } from '@/api/crm';
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
};

describe('web-to-case', () => {
  it('posts the contact form; the CRM stores the case and answers its id', async () => {
    const result = await submitContactCase(contact);
    expect(result.ok).toBe(true);
    const id = result.ok ? result.data.id : '';
    expect(id).toMatch(/^500\d+$/);

    const records = (await (await fetch(`${SIMULATOR_ORIGIN}/__admin/records/crmCases`)).json()) as Array<{ fields: Record<string, string> }>;
    expect(records).toHaveLength(1);
    expect(records[0]?.fields).toMatchObject({
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
    });
  });

  it('is refused with 400 when a mandatory field is missing, and nothing is stored', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await submitContactCase({ ...contact, email: '' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 400 } });
    const records = (await (await fetch(`${SIMULATOR_ORIGIN}/__admin/records/crmCases`)).json()) as unknown[];
    expect(records).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('sends no booking number when the reason needs none', () => {
    const form = toCaseForm({ ...contact, bookingId: null, contactReason: 'avv_info' }, 'ORG');
    expect(form).toMatchObject({ Booking_ID__c: '', type: 'Hotel Activity information request', subtype: '', orgid: 'ORG' });
  });
});
