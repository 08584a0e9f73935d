import { addDays } from '../catalogue/days';
import type { Box, Catalogue } from '../catalogue/types';
import type { IssuedVoucher, VoucherState } from './issued-voucher';
import { listOrderedVouchers, orderedVoucherOf } from './ordered';
import { isVoucherRedeemed } from './redeemed';

/**
 * Issued gift-box vouchers (part 1 §1 "beneficiaries who redeem a gift"; the spec shows neither
 * their codes nor the lookup: both are the simulator's own).
 *
 * Every box of the catalogue has VOUCHERS_PER_BOX issued vouchers, in the catalogue's box order
 * (index i from 0): code `EV{ii}{n}-{XXXX}` — ii = i + 1 on two digits, n = 1..4, XXXX four
 * letters hashed from the box code and n (so codes are stable for a catalogue and not sequential).
 * n = 1 and 2 are valid (they expire a year and a half after the catalogue's today, the box's
 * validity), n = 3 expired 10 days before today, n = 4 was already used.
 * The voucher's value is its box's value (cents), the amount the gift pays of a stay. Seeded vouchers
 * are of type BOX.
 *
 * Paid gift orders issue more (contract §7, ordered.ts): box vouchers 'EB…' (type BOX) and gift-stay
 * vouchers 'SV…' (type SINGLEVOUCHER: one product, a number of nights, no box).
 */

export type { IssuedVoucher, VoucherState, VoucherType } from './issued-voucher';

export const VOUCHERS_PER_BOX = 4;
const STATE_OF_SERIAL: Readonly<Record<number, VoucherState>> = { 1: 'valid', 2: 'valid', 3: 'expired', 4: 'used' };
/** A year and a half (part 2 §2 box validity), in days. */
const VALIDITY_DAYS = 548;
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** FNV-1a: a stable, dependency-free hash of a text. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

function suffixOf(box: Box, serial: number): string {
  let hash = fnv1a(`${box.code}#${serial}`);
  let suffix = '';
  for (let i = 0; i < 4; i += 1) {
    suffix += LETTERS[hash % LETTERS.length];
    hash = Math.floor(hash / LETTERS.length);
  }
  return suffix;
}

export function voucherCodeOf(boxIndex: number, box: Box, serial: number): string {
  return `EV${String(boxIndex + 1).padStart(2, '0')}${serial}-${suffixOf(box, serial)}`;
}

const tables = new WeakMap<Catalogue, ReadonlyMap<string, IssuedVoucher>>();

/** Every issued voucher of a catalogue, by code (upper case). */
export function issuedVouchers(catalogue: Catalogue): ReadonlyMap<string, IssuedVoucher> {
  let table = tables.get(catalogue);
  if (!table) {
    const byCode = new Map<string, IssuedVoucher>();
    catalogue.boxes.forEach((box, index) => {
      for (let serial = 1; serial <= VOUCHERS_PER_BOX; serial += 1) {
        const state = STATE_OF_SERIAL[serial] ?? 'valid';
        const code = voucherCodeOf(index, box, serial);
        const expiresOn = state === 'expired' ? addDays(catalogue.today, -10) : addDays(catalogue.today, VALIDITY_DAYS);
        byCode.set(code, { code, type: 'BOX', boxCode: box.code, productId: null, nights: null, value: box.value, state, expiresOn });
      }
    });
    table = byCode;
    tables.set(catalogue, table);
  }
  return table;
}

/**
 * Codes are case-insensitive; spaces around are ignored (what a beneficiary copies from an e-mail).
 * The seeded vouchers first, then those paid orders issued (ordered.ts). A voucher a simulator
 * booking redeemed (redeemed.ts) is used from then on; an ordered one past its last day, expired.
 */
export function findVoucher(catalogue: Catalogue, code: string): IssuedVoucher | null {
  const key = code.trim().toUpperCase();
  const voucher = issuedVouchers(catalogue).get(key) ?? orderedVoucherOf(key) ?? null;
  if (voucher === null) return null;
  if (isVoucherRedeemed(voucher.code)) return { ...voucher, state: 'used' };
  if (voucher.state === 'valid' && voucher.expiresOn < catalogue.today) return { ...voucher, state: 'expired' };
  return voucher;
}

/** Every voucher: the seeded ones, then the ordered ones, each in its state now. */
export function allVouchers(catalogue: Catalogue): IssuedVoucher[] {
  return [...issuedVouchers(catalogue).keys(), ...listOrderedVouchers().map((voucher) => voucher.code)].map((code) => findVoucher(catalogue, code)!);
}
