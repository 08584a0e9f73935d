import { fail, ok, request, segment, type ApiResult, type CallOptions } from '@/api/core';
import type { Voucher, VoucherLookup } from '@/domain/beneficiary/voucher';
import { voucherSchema, type VoucherWire } from './schemas';

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

/** The wire's voucher as the domain's (the schema's refinement guarantees each type's fields). */
export function toVoucher(wire: VoucherWire): Voucher {
  const base = { code: wire.code, value: wire.value, expiresOn: wire.expiresOn ?? null };
  if (wire.type === 'SINGLEVOUCHER') return { ...base, type: 'SINGLEVOUCHER', boxCode: null, productId: wire.productId!, nights: wire.nights! };
  return { ...base, type: 'BOX', boxCode: wire.boxCode!, productId: null, nights: null };
}

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
    return ok({ kind: 'valid', voucher: toVoucher(result.data) });
  }
  const refusal = result.error.kind === 'http' && result.error.code ? REFUSALS[result.error.code] : undefined;
  return refusal ? ok({ kind: refusal }) : fail(result.error);
}
