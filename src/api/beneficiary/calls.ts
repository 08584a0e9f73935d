import { fail, ok, request, segment, type ApiResult, type CallOptions } from '@/api/core';
import type { VoucherLookup } from '@/domain/beneficiary/voucher';
import { voucherSchema } from './schemas';

/**
 * GET {origin}/beneficiary/vouchers/{code} — the beneficiary platform's voucher (ours: the spec
 * shows no path). A refusal the platform explains (unknown 404, expired 410, used 409 with their
 * codes) is an answer, not a failure; anything else (5xx, timeout, malformed) fails, already
 * logged. Never cached: a voucher is used once.
 */
const REFUSALS: Readonly<Record<string, Exclude<VoucherLookup['kind'], 'valid'>>> = {
  VOUCHER_UNKNOWN: 'unknown',
  VOUCHER_EXPIRED: 'expired',
  VOUCHER_USED: 'used',
};

export async function fetchVoucher(code: string, options?: CallOptions): Promise<ApiResult<VoucherLookup>> {
  const result = await request({
    service: 'origin',
    path: `/beneficiary/vouchers/${segment(code)}`,
    schema: voucherSchema,
    label: { operation: 'beneficiary voucher', location: 'beneficiary.login' },
    cache: 'no-store',
    ...options,
  });
  if (result.ok) {
    const wire = result.data;
    return ok({ kind: 'valid', voucher: { code: wire.code, boxCode: wire.boxCode, value: wire.value, expiresOn: wire.expiresOn ?? null } });
  }
  const refusal = result.error.kind === 'http' && result.error.code ? REFUSALS[result.error.code] : undefined;
  return refusal ? ok({ kind: refusal }) : fail(result.error);
}
