import { getApiConfig, request, type ApiResult, type CallOptions } from '@/api/core';
import type { ContactCase, ContactRequest } from '@/domain/model/contact';
import { toCaseForm } from './reshape';
import { caseSchema } from './schemas';

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
    form: toCaseForm(contact, orgId ?? getApiConfig().crmOrgId),
    schema: caseSchema,
    label: { operation: 'web-to-case', location: 'crm.contact' },
    cache: 'no-store',
    ...callOptions,
  });
}
