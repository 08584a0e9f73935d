/** A voucher the beneficiary platform knows and accepts: the box it redeems and what it pays (cents). */
export interface Voucher {
  code: string;
  boxCode: string;
  value: number;
  /** ISO day; null when the platform did not say. */
  expiresOn: string | null;
}

/** What a lookup by code says: the voucher, or why it cannot be used. */
export type VoucherLookup = { kind: 'valid'; voucher: Voucher } | { kind: 'unknown' } | { kind: 'expired' } | { kind: 'used' };

/** Every answer the code form can give (a lookup that failed is 'unavailable'). */
export type VoucherFormOutcome = VoucherLookup['kind'] | 'unavailable';
