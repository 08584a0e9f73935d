import { request, type ApiResult, type CallOptions } from '@/api/core';
import { EXPERIMENTS, type VisitorAssignment } from '@/domain/experiments/assignment';
import { activationSchema } from './schemas';

/**
 * POST {experiment}/activate {visitorId, experiments}: the visitor's variations (part 1 §7).
 * Per visitor, so never cached. Variations the storefront does not know are dropped by the
 * cookie printer, not here.
 */
export async function activateExperiments(visitorId: string, options?: CallOptions): Promise<ApiResult<VisitorAssignment>> {
  const result = await request({
    service: 'experiment',
    path: '/activate',
    method: 'POST',
    json: { visitorId, experiments: EXPERIMENTS },
    schema: activationSchema,
    label: { operation: 'activate-experiments', location: 'experiments.activate' },
    cache: 'no-store',
    ...options,
  });
  if (!result.ok) return result;
  const variations: VisitorAssignment['variations'] = {};
  for (const name of EXPERIMENTS) {
    const variation = result.data.assignments[name];
    if (variation !== undefined) variations[name] = variation;
  }
  return { ok: true, data: { visitorId, variations } };
}
