import { voucherCodeOf } from './voucher-code';

/**
 * The beneficiary's voucher, kept between pages in an httpOnly, SameSite=Lax cookie that holds the
 * code only: the box and the value are looked up again by code on every use, never read from the
 * browser (docs/decisions.md). Host-only, every path of the site, for the voucher's usual session.
 */
export const VOUCHER_COOKIE = 'escapade_voucher';
/** A day: long enough to choose and book a stay, short on a shared computer. */
export const VOUCHER_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

export interface VoucherCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
}

export function voucherCookieOptions(secure: boolean): VoucherCookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: VOUCHER_COOKIE_MAX_AGE_SECONDS };
}

/** The code a cookie value holds, or null for anything else (absent, tampered, not a code). */
export function voucherCodeOfCookie(value: string | undefined | null): string | null {
  if (value === undefined || value === null) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  return voucherCodeOf(decoded);
}
