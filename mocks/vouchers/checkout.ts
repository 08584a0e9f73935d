import type { Catalogue } from '../catalogue/types';
import { BadRequest } from '../product/http';
import { isVoucherRedeemed } from './redeemed';
import { findVoucher, type VoucherType } from './vouchers';

/**
 * A checkout redeeming a voucher (init-checkout's optional `voucherCode`): only a valid voucher is
 * accepted — 400 VOUCHER_UNKNOWN / VOUCHER_EXPIRED / VOUCHER_USED otherwise, and
 * VOUCHER_ALREADY_USED for one a booking of the simulator redeemed (contract §1) — and the checkout
 * is then priced BENEFICIARY: the voucher's value is the last reduction of remainingAmountToPay
 * (mocks/checkout/reductions.ts). A gift stay's voucher (type SINGLEVOUCHER, contract §7) redeems
 * only its own product: the checkout's productId and offerId must both be it, else 400
 * VOUCHER_NOT_FOR_PRODUCT; a box's voucher (type BOX) only the stays its box lists (Box.packageIds, what
 * the box page and the beneficiary's offers show): productId and offerId both among them, else the same 400.
 */
export interface CheckoutVoucherWire {
  code: string;
  type: VoucherType;
  /** Null for a gift stay's voucher (no box). */
  boxCode: string | null;
  /** SINGLEVOUCHER: the product it redeems; null for a box's. */
  productId: number | null;
  value: number;
}

/** Whether a box (by its digital code) lists the checkout's product and the offer it books. */
function boxRedeems(catalogue: Catalogue, boxCode: string | null, stay: { productId: number; offerId: number }): boolean {
  const box = boxCode === null ? undefined : catalogue.index.boxByCode.get(boxCode);
  return box !== undefined && box.packageIds.includes(stay.productId) && box.packageIds.includes(stay.offerId);
}

export function checkoutVoucher(catalogue: Catalogue, code: string | null, stay: { productId: number; offerId: number }): CheckoutVoucherWire | null {
  if (code === null) return null;
  if (isVoucherRedeemed(code)) throw new BadRequest('VOUCHER_ALREADY_USED', `Voucher ${code.trim().toUpperCase()} was redeemed by a booking`);
  const voucher = findVoucher(catalogue, code);
  if (voucher === null) throw new BadRequest('VOUCHER_UNKNOWN', `No voucher with code ${code}`);
  if (voucher.state === 'expired') throw new BadRequest('VOUCHER_EXPIRED', `Voucher ${voucher.code} expired on ${voucher.expiresOn}`);
  if (voucher.state === 'used') throw new BadRequest('VOUCHER_USED', `Voucher ${voucher.code} was already used`);
  if (voucher.type === 'SINGLEVOUCHER' && (voucher.productId !== stay.productId || voucher.productId !== stay.offerId)) {
    throw new BadRequest('VOUCHER_NOT_FOR_PRODUCT', `Voucher ${voucher.code} is for stay ${voucher.productId} only`);
  }
  if (voucher.type === 'BOX' && !boxRedeems(catalogue, voucher.boxCode, stay)) {
    throw new BadRequest('VOUCHER_NOT_FOR_PRODUCT', `Voucher ${voucher.code} is for the stays of box ${voucher.boxCode} only`);
  }
  return { code: voucher.code, type: voucher.type, boxCode: voucher.boxCode, productId: voucher.productId, value: voucher.value };
}

/** The price type of a checkout: a voucher's beneficiary pays BENEFICIARY prices. */
export function priceTypeOf(voucher: CheckoutVoucherWire | null): 'FINAL_PRICE' | 'BENEFICIARY' {
  return voucher === null ? 'FINAL_PRICE' : 'BENEFICIARY';
}
