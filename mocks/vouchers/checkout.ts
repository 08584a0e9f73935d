import type { Catalogue } from '../catalogue/types';
import { BadRequest } from '../product/http';
import { isVoucherRedeemed } from './redeemed';
import { findVoucher } from './vouchers';

/**
 * A checkout redeeming a voucher (init-checkout's optional `voucherCode`): only a valid voucher is
 * accepted — 400 VOUCHER_UNKNOWN / VOUCHER_EXPIRED / VOUCHER_USED otherwise, and
 * VOUCHER_ALREADY_USED for one a booking of the simulator redeemed (contract §1) — and the checkout
 * is then priced BENEFICIARY: the voucher's value is the last reduction of remainingAmountToPay
 * (mocks/checkout/reductions.ts).
 */
export interface CheckoutVoucherWire {
  code: string;
  boxCode: string;
  value: number;
}

export function checkoutVoucher(catalogue: Catalogue, code: string | null): CheckoutVoucherWire | null {
  if (code === null) return null;
  if (isVoucherRedeemed(code)) throw new BadRequest('VOUCHER_ALREADY_USED', `Voucher ${code.trim().toUpperCase()} was redeemed by a booking`);
  const voucher = findVoucher(catalogue, code);
  if (voucher === null) throw new BadRequest('VOUCHER_UNKNOWN', `No voucher with code ${code}`);
  if (voucher.state === 'expired') throw new BadRequest('VOUCHER_EXPIRED', `Voucher ${voucher.code} expired on ${voucher.expiresOn}`);
  if (voucher.state === 'used') throw new BadRequest('VOUCHER_USED', `Voucher ${voucher.code} was already used`);
  return { code: voucher.code, boxCode: voucher.boxCode, value: voucher.value };
}

/** The price type of a checkout: a voucher's beneficiary pays BENEFICIARY prices. */
export function priceTypeOf(voucher: CheckoutVoucherWire | null): 'FINAL_PRICE' | 'BENEFICIARY' {
  return voucher === null ? 'FINAL_PRICE' : 'BENEFICIARY';
}
