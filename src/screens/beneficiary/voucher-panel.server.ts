import 'server-only';
import { boxDetailOrNull, fetchBoxDetail } from '@/api/box';
import type { Locale } from '@/domain/model/locale';
import { currentVoucher } from './current-voucher.server';

/**
 * What the beneficiary's stays page says at its top: the voucher's box and value (the box's title
 * from its detail, the code's box code when that call fails), or why the code in the cookie no
 * longer opens stays. 'none': no voucher cookie, the page lists the single-voucher offers as before.
 */
export type BeneficiaryVoucherPanel =
  | { state: 'valid'; code: string; boxCode: string; value: number; boxTitle: string | null }
  | { state: 'none' }
  | { state: 'refused'; kind: 'unknown' | 'expired' | 'used' }
  | { state: 'unavailable' };

export async function beneficiaryVoucherOf(locale: Locale): Promise<BeneficiaryVoucherPanel> {
  const current = await currentVoucher();
  if (current.state !== 'valid') return current;
  const { voucher } = current;
  const box = boxDetailOrNull(await fetchBoxDetail({ code: voucher.boxCode, locale }));
  return { state: 'valid', code: voucher.code, boxCode: voucher.boxCode, value: voucher.value, boxTitle: box?.title ?? null };
}
