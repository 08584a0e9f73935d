import { getApiConfig, request, type ApiResult, type CallOptions } from '@/api/core';
import type { ContactCase, ContactRequest } from '@/domain/model/contact';
import { toCaseForm } from './reshape';
import { caseSchema } from './schemas';

/** POST {crm}/servlet/servlet.WebToCase?encoding=UTF-8, form-encoded, once. Never cached. */
function postCase(form: Record<string, string>, options: CallOptions): Promise<ApiResult<ContactCase>> {
  return request({
    service: 'crm',
    path: '/servlet/servlet.WebToCase',
    method: 'POST',
    query: { encoding: 'UTF-8' },
    form,
    schema: caseSchema,
    label: { operation: 'web-to-case', location: 'crm.contact' },
    cache: 'no-store',
    ...options,
  });
}

/**
 * Creates the contact case. A timeout is retried once with the same form: the CRM may have
 * stored the case before its answer was lost, and the submission id in the form makes the repeat
 * answer that same case instead of a second one. Any other failure is returned at once (an HTTP
 * error means the CRM answered: repeating it would not help) so the visitor sees an error.
 */
export async function submitContactCase(contact: ContactRequest, options?: CallOptions & { orgId?: string }): Promise<ApiResult<ContactCase>> {
  const { orgId, ...callOptions } = options ?? {};
  const form = toCaseForm(contact, orgId ?? getApiConfig().crmOrgId);
  const first = await postCase(form, callOptions);
  if (first.ok || first.error.kind !== 'timeout' || callOptions.signal?.aborted) return first;
  return postCase(form, callOptions);
}
