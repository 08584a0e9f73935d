import type { IssuedVoucher } from './issued-voucher';

/**
 * Vouchers issued by paid gift orders (contract §7: booking a GIFT checkout of a box or a gift stay,
 * mocks/checkout/gift-codes.ts): the beneficiary lookup and the stay checkout know them like the
 * seeded ones (vouchers.ts). Kept as issued (state 'valid'); redemption (redeemed.ts) and the
 * calendar make them used or expired when read. DELETE /__admin/records forgets them.
 */
const ordered = new Map<string, IssuedVoucher>();

export function addOrderedVoucher(voucher: IssuedVoucher): void {
  ordered.set(voucher.code.toUpperCase(), { ...voucher });
}

/** The voucher of a code (upper case), or undefined when no order issued it. */
export function orderedVoucherOf(code: string): IssuedVoucher | undefined {
  const voucher = ordered.get(code);
  return voucher === undefined ? undefined : { ...voucher };
}

/** Oldest first. */
export function listOrderedVouchers(): IssuedVoucher[] {
  return [...ordered.values()].map((voucher) => ({ ...voucher }));
}

export function clearOrderedVouchers(): void {
  ordered.clear();
}
