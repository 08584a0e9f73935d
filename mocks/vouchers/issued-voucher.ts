/** A voucher the beneficiary platform knows: seeded (vouchers.ts) or issued by a paid gift order (ordered.ts). */
export type VoucherState = 'valid' | 'expired' | 'used';

export type VoucherType = 'BOX' | 'SINGLEVOUCHER';

export interface IssuedVoucher {
  code: string;
  type: VoucherType;
  /** BOX: the digital code of the box it redeems; null for a gift stay's voucher. */
  boxCode: string | null;
  /** SINGLEVOUCHER: the only stay it redeems, and for how many nights; null for a box's. */
  productId: number | null;
  nights: number | null;
  /** Cents: the box's value. */
  value: number;
  state: VoucherState;
  /** ISO day the voucher stops (stopped) being valid. */
  expiresOn: string;
}
