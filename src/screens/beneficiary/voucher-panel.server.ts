import 'server-only';
import { boxDetailOrNull, fetchBoxDetail } from '@/api/box';
import { fetchWeekendDetail, productDetailOrEmpty } from '@/api/product';
import type { Voucher } from '@/domain/beneficiary/voucher';
import type { Locale } from '@/domain/model/locale';
import { currentVoucher } from './current-voucher.server';

/**
 * What the beneficiary's pages say of the voucher: a box voucher's box (its title from the box
 * detail, the code's box code when that call fails) or a gift-stay voucher's stay (its label from
 * the weekend detail, null when that call fails), its value; or why the code in the cookie no longer
 * opens stays. 'none': no voucher cookie, the stays page lists the single-voucher offers as before.
 */
export type BeneficiaryVoucherPanel =
  | { state: 'valid'; voucher: Voucher; code: string; boxCode: string | null; value: number; title: string }
  | { state: 'none' }
  | { state: 'refused'; kind: 'unknown' | 'expired' | 'used' }
  | { state: 'unavailable' };

async function titleOf(voucher: Voucher, locale: Locale): Promise<string> {
  if (voucher.type === 'BOX') return boxDetailOrNull(await fetchBoxDetail({ code: voucher.boxCode, locale }))?.title ?? voucher.boxCode;
  return productDetailOrEmpty(await fetchWeekendDetail({ id: voucher.productId, locale }))?.label ?? voucher.code;
}

export async function beneficiaryVoucherOf(locale: Locale): Promise<BeneficiaryVoucherPanel> {
  const current = await currentVoucher();
  if (current.state !== 'valid') return current;
  const { voucher } = current;
  return { state: 'valid', voucher, code: voucher.code, boxCode: voucher.boxCode, value: voucher.value, title: await titleOf(voucher, locale) };
}
