import 'server-only';
import { boxDetailOrNull, fetchBoxDetail } from '@/api/box';
import { boxQueryOf, isRedemptionQuery } from '@/domain/beneficiary/product-mode';
import { voucherBooksProduct, type VoucherType } from '@/domain/beneficiary/voucher';
import type { Locale } from '@/domain/model/locale';
import { href } from '@/routing/href';
import { beneficiaryVoucherOf } from '../beneficiary/voucher-panel.server';

/**
 * How the product page is opened (besides booking and gifting, flow.ts):
 * - redemption (`?flow=beneficiary`): the voucher of the visitor's cookie, looked up again; without
 *   a usable one the page says why and links to the code form (it never fails for that); a gift-stay
 *   voucher opened on another stay names its own stay with its link (problem 'otherProduct');
 * - box (`?box=<code>`, from a box's stays): the stay as included in that box; a code the box
 *   detail does not know is the ordinary page.
 */
export type ProductMode =
  | { kind: 'ordinary' }
  | {
      kind: 'redemption';
      /** title: the box's, or the gift stay's; nights: a gift stay's own (the calendar's stay length), else null. */
      voucher: { code: string; type: VoucherType; value: number; title: string; nights: number | null } | null;
      problem: 'none' | 'refused' | 'unavailable' | 'otherProduct' | null;
      /** The stay a gift-stay voucher is for, when the page is another one. */
      voucherStay: { title: string; href: string } | null;
    }
  | { kind: 'box'; box: { code: string; title: string; sellPrice: number | null; slug: string | null } };

export async function productModeOf(locale: Locale, searchParams: Readonly<Record<string, string | string[] | undefined>>, productId: number): Promise<ProductMode> {
  if (isRedemptionQuery(searchParams)) {
    const panel = await beneficiaryVoucherOf(locale);
    if (panel.state !== 'valid') return { kind: 'redemption', voucher: null, problem: panel.state, voucherStay: null };
    const { voucher } = panel;
    if (!voucherBooksProduct(voucher, productId) && voucher.productId !== null) {
      const voucherStay = { title: panel.title, href: href.product(locale, voucher.productId, undefined, { flow: 'beneficiary' }) };
      return { kind: 'redemption', voucher: null, problem: 'otherProduct', voucherStay };
    }
    return {
      kind: 'redemption',
      voucher: { code: voucher.code, type: voucher.type, value: voucher.value, title: panel.title, nights: voucher.nights },
      problem: null,
      voucherStay: null,
    };
  }
  const boxCode = boxQueryOf(searchParams);
  if (boxCode !== null) {
    const box = boxDetailOrNull(await fetchBoxDetail({ code: boxCode, locale }));
    if (box) return { kind: 'box', box: { code: box.code, title: box.title, sellPrice: box.sellPrice, slug: box.slug } };
  }
  return { kind: 'ordinary' };
}
