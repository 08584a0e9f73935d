/**
 * Vouchers redeemed by a booking made in the simulator (POST {api}/checkout/{id}/book, contract §1):
 * from then on the beneficiary lookup says VOUCHER_USED and a new checkout with it is refused
 * (VOUCHER_ALREADY_USED). DELETE /__admin/records forgets them.
 */
const redeemed = new Set<string>();

const key = (code: string) => code.trim().toUpperCase();

export function markVoucherRedeemed(code: string): void {
  redeemed.add(key(code));
}

export function isVoucherRedeemed(code: string): boolean {
  return redeemed.has(key(code));
}

export function clearRedeemedVouchers(): void {
  redeemed.clear();
}
