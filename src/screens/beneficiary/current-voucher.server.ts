import 'server-only';
import { cookies } from 'next/headers';
import { fetchVoucher } from '@/api/beneficiary';
import { VOUCHER_COOKIE, voucherCodeOfCookie } from '@/domain/beneficiary/voucher-cookie';
import type { Voucher, VoucherLookup } from '@/domain/beneficiary/voucher';

/**
 * The voucher of the visitor's cookie, looked up again by its code (the cookie holds the code
 * only; the box and the value always come from the platform). none: no cookie or not a code;
 * refused: the platform no longer accepts it (expired, used, unknown); unavailable: the lookup
 * failed (already logged).
 */
export type CurrentVoucher =
  | { state: 'valid'; voucher: Voucher }
  | { state: 'none' }
  | { state: 'refused'; kind: Exclude<VoucherLookup['kind'], 'valid'> }
  | { state: 'unavailable' };

export async function currentVoucher(): Promise<CurrentVoucher> {
  const code = voucherCodeOfCookie((await cookies()).get(VOUCHER_COOKIE)?.value);
  if (code === null) return { state: 'none' };
  const result = await fetchVoucher(code);
  if (!result.ok) return { state: 'unavailable' };
  return result.data.kind === 'valid' ? { state: 'valid', voucher: result.data.voucher } : { state: 'refused', kind: result.data.kind };
}
