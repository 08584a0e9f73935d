/**
 * What a voucher redeems (contract §7): a gift box's stays (BOX, the seeded and box-order vouchers)
 * or one stay for a number of nights (SINGLEVOUCHER, a gift-stay order's `SV…` code).
 */
export type VoucherType = 'BOX' | 'SINGLEVOUCHER';

interface VoucherBase {
  code: string;
  /** Cents: what the voucher pays of a stay. */
  value: number;
  /** ISO day; null when the platform did not say. */
  expiresOn: string | null;
}

/** A box voucher: any stay of its box. */
export interface BoxVoucher extends VoucherBase {
  type: 'BOX';
  boxCode: string;
  productId: null;
  nights: null;
}

/** A gift-stay voucher: its product only, for its nights. */
export interface StayVoucher extends VoucherBase {
  type: 'SINGLEVOUCHER';
  boxCode: null;
  productId: number;
  nights: number;
}

/** A voucher the beneficiary platform knows and accepts. */
export type Voucher = BoxVoucher | StayVoucher;

/** What a lookup by code says: the voucher, or why it cannot be used. */
export type VoucherLookup = { kind: 'valid'; voucher: Voucher } | { kind: 'unknown' } | { kind: 'expired' } | { kind: 'used' };

/** Every answer the code form can give (a lookup that failed is 'unavailable'). */
export type VoucherFormOutcome = VoucherLookup['kind'] | 'unavailable';

/** The nights the redemption calendar prices a day for: a gift stay's own nights, else 1 (each day's minimum stay). */
export function redemptionNights(voucher: Voucher): number {
  return voucher.type === 'SINGLEVOUCHER' ? voucher.nights : 1;
}

/**
 * Whether the voucher may book this product: a gift stay only its own; a box voucher its box's stays.
 * `boxStays`: the ids the beneficiary box offers call lists for the box (at the product's hotel), or
 * null when they are not known (not asked, or the call failed): then a box voucher is let through and
 * init-checkout, which refuses another box's stay (VOUCHER_NOT_FOR_PRODUCT), decides — a failing list
 * never locks a holder out of a stay that is in the box (docs/decisions.md, issue 23).
 */
export function voucherBooksProduct(voucher: Voucher, productId: number, boxStays: ReadonlySet<number> | null = null): boolean {
  if (voucher.type === 'SINGLEVOUCHER') return voucher.productId === productId;
  return boxStays === null || boxStays.has(productId);
}
