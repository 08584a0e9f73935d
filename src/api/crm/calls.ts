import { request, type ApiResult, type CallOptions } from '@/api/core';
import type { ContactCase, ContactRequest } from '@/domain/model/contact';
import { toCaseForm } from './reshape';
import { caseSchema } from './schemas';

/** Organisation id the CRM expects in every web-to-case form; CRM_ORG_ID overrides it. */
export const DEFAULT_CRM_ORG_ID = '00D000000000ESC';

/**
 * POST {crm}/servlet/servlet.WebToCase?encoding=UTF-8, form-encoded. Never cached, never retried:
 * a failure is returned so the contact screen can show its error message.
 */
export async function submitContactCase(
  contact: ContactRequest,
  options?: CallOptions & { orgId?: string },
): Promise<ApiResult<ContactCase>> {
  const { orgId, ...callOptions } = options ?? {};
  return request({
    service: 'crm',
    path: '/servlet/servlet.WebToCase',
    method: 'POST',
    query: { encoding: 'UTF-8' },
    form: toCaseForm(contact, orgId ?? process.env.CRM_ORG_ID ?? DEFAULT_CRM_ORG_ID),
    schema: caseSchema,
    label: { operation: 'web-to-case', location: 'crm.contact' },
    cache: 'no-store',
    ...callOptions,
  });
}
