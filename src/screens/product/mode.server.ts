import 'server-only';
import { boxDetailOrNull, fetchBoxDetail } from '@/api/box';
import { boxQueryOf, isRedemptionQuery } from '@/domain/beneficiary/product-mode';
import type { Locale } from '@/domain/model/locale';
import { beneficiaryVoucherOf } from '../beneficiary/voucher-panel.server';

/**
 * How the product page is opened (besides booking and gifting, flow.ts):
 * - redemption (`?flow=beneficiary`): the voucher of the visitor's cookie, looked up again; without
 *   a usable one the page says why and links to the code form (it never fails for that);
 * - box (`?box=<code>`, from a box's stays): the stay as included in that box; a code the box
 *   detail does not know is the ordinary page.
 */
export type ProductMode =
  | { kind: 'ordinary' }
  | { kind: 'redemption'; voucher: { code: string; boxCode: string; value: number; box: string } | null; problem: 'none' | 'refused' | 'unavailable' | null }
  | { kind: 'box'; box: { code: string; title: string; sellPrice: number | null; slug: string | null } };

export async function productModeOf(locale: Locale, searchParams: Readonly<Record<string, string | string[] | undefined>>): Promise<ProductMode> {
  if (isRedemptionQuery(searchParams)) {
    const panel = await beneficiaryVoucherOf(locale);
    if (panel.state === 'valid') {
      return { kind: 'redemption', voucher: { code: panel.code, boxCode: panel.boxCode, value: panel.value, box: panel.boxTitle ?? panel.boxCode }, problem: null };
    }
    return { kind: 'redemption', voucher: null, problem: panel.state };
  }
  const boxCode = boxQueryOf(searchParams);
  if (boxCode !== null) {
    const box = boxDetailOrNull(await fetchBoxDetail({ code: boxCode, locale }));
    if (box) return { kind: 'box', box: { code: box.code, title: box.title, sellPrice: box.sellPrice, slug: box.slug } };
  }
  return { kind: 'ordinary' };
}
