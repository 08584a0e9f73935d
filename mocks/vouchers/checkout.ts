import type { Catalogue } from '../catalogue/types';
import { BadRequest } from '../product/http';
import { findVoucher } from './vouchers';

/**
 * A checkout redeeming a voucher (init-checkout's optional `voucherCode`): only a valid voucher is
 * accepted — 400 VOUCHER_UNKNOWN / VOUCHER_EXPIRED / VOUCHER_USED otherwise — and the checkout then
 * says what remains to pay: the total minus the voucher's value, never below 0.
 */
export interface CheckoutVoucherWire {
  code: string;
  boxCode: string;
  value: number;
}

export function checkoutVoucher(catalogue: Catalogue, code: string | null): CheckoutVoucherWire | null {
  if (code === null) return null;
  const voucher = findVoucher(catalogue, code);
  if (voucher === null) throw new BadRequest('VOUCHER_UNKNOWN', `No voucher with code ${code}`);
  if (voucher.state === 'expired') throw new BadRequest('VOUCHER_EXPIRED', `Voucher ${voucher.code} expired on ${voucher.expiresOn}`);
  if (voucher.state === 'used') throw new BadRequest('VOUCHER_USED', `Voucher ${voucher.code} was already used`);
  return { code: voucher.code, boxCode: voucher.boxCode, value: voucher.value };
}

/** The price fields a voucher adds to the checkout's priceInfo. */
export function voucherPriceInfo(voucher: CheckoutVoucherWire | null, totalPrice: number): { priceType?: 'BENEFICIARY'; remainingAmountToPay?: number } {
  return voucher === null ? {} : { priceType: 'BENEFICIARY', remainingAmountToPay: Math.max(0, totalPrice - voucher.value) };
}
