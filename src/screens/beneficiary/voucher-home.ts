import type { Voucher } from '@/domain/beneficiary/voucher';
import type { Locale } from '@/domain/model/locale';
import { href } from '@/routing/href';

/**
 * Where a voucher's stays are (issue 23): a gift stay's own redemption page, or a box voucher's
 * stays list (the beneficiary search, which lists its box's stays from the voucher cookie).
 */
export function voucherStaysHref(locale: Locale, voucher: Voucher): string {
  return voucher.type === 'SINGLEVOUCHER' ? href.product(locale, voucher.productId, undefined, { flow: 'beneficiary' }) : href.search(locale, { flow: 'beneficiary' });
}

/**
 * What a page that is not one of the voucher's stays says it is for, and links to. `title`: the gift
 * stay's label or the box's title, as the beneficiary's pages name them.
 */
export interface VoucherHome {
  kind: 'stay' | 'box';
  title: string;
  href: string;
}

export function voucherHomeOf(locale: Locale, voucher: Voucher, title: string): VoucherHome {
  return { kind: voucher.type === 'SINGLEVOUCHER' ? 'stay' : 'box', title, href: voucherStaysHref(locale, voucher) };
}

/**
 * The beneficiary stays page of a gift-stay holder leads straight to their stay: the voucher books
 * that one stay only, so a list of other gift stays offers nothing it can book. Null: the page lists
 * stays (a box voucher's box, or the single-voucher offers without a usable voucher).
 */
export function staysPageRedirectOf(locale: Locale, voucher: Voucher | null): string | null {
  return voucher?.type === 'SINGLEVOUCHER' ? voucherStaysHref(locale, voucher) : null;
}
