import { http, HttpResponse } from 'msw';
import { route } from '../services';
import { remember, store } from '../store';
import { errorJson } from './common';

/**
 * POST {crm}/servlet/servlet.WebToCase — the contact form, posted form-encoded the way a
 * Salesforce web-to-case form is. Validation is deliberately minimal (what a CRM checks):
 * organisation id, contact reason, description, name and a well-formed email.
 *
 * Idempotent per submission: a form carrying a Submission_ID__c already stored answers that
 * case's id and stores nothing (the storefront repeats a post whose answer timed out).
 */
const MANDATORY = ['orgid', 'contact_reason', 'description', 'email', 'name'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SUBMISSION_ID = 'Submission_ID__c';

let caseCounter = 0;

function storedCaseOf(submissionId: string): string | null {
  if (submissionId === '') return null;
  const record = store.crmCases.find((stored) => stored.fields[SUBMISSION_ID] === submissionId);
  return record ? String(record.fields.id) : null;
}

export const crmHandlers = [
  http.post(route('crm', '/servlet/servlet.WebToCase'), async ({ request }) => {
    const type = request.headers.get('content-type') ?? '';
    if (!type.includes('application/x-www-form-urlencoded')) {
      return errorJson(415, 'UNSUPPORTED_MEDIA_TYPE', 'Expected an application/x-www-form-urlencoded form');
    }
    const form = new URLSearchParams(await request.text().catch(() => ''));
    const fields: Record<string, string> = Object.fromEntries(form);
    const missing = MANDATORY.filter((name) => !fields[name]?.trim());
    if (missing.length > 0) return errorJson(400, 'MISSING_FIELDS', `Missing mandatory fields: ${missing.join(', ')}`);
    if (!EMAIL.test(fields.email ?? '')) return errorJson(400, 'INVALID_EMAIL', 'email is not a valid address');
    const existing = storedCaseOf(fields[SUBMISSION_ID]?.trim() ?? '');
    if (existing !== null) return HttpResponse.json({ id: existing });
    caseCounter += 1;
    // Salesforce case ids start with 500.
    const id = `500${String(caseCounter).padStart(12, '0')}`;
    remember(store.crmCases, { id, ...fields });
    return HttpResponse.json({ id });
  }),
];
