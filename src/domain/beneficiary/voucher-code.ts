/**
 * The gift-box voucher code a beneficiary types (the spec shows no format: ours, docs/decisions.md).
 * 8 to 16 letters, digits and dashes, starting and ending with a letter or digit; case and spaces
 * around do not matter (codes are printed in capitals, pasted from e-mails with spaces).
 * One owner: the form's zod schema, the BFF's contract and the cookie reader all call these.
 */
export const VOUCHER_CODE_MIN = 8;
export const VOUCHER_CODE_MAX = 16;

const VOUCHER_CODE = /^[A-Z0-9](?:[A-Z0-9-]{6,14})[A-Z0-9]$/;

/** What a code means whatever way it was typed: trimmed, upper case. */
export function normaliseVoucherCode(typed: string): string {
  return typed.trim().toUpperCase();
}

/** Why a typed code cannot be a voucher code, or null when it can. */
export type VoucherCodeProblem = 'empty' | 'malformed';

export function voucherCodeProblem(typed: string): VoucherCodeProblem | null {
  const code = normaliseVoucherCode(typed);
  if (code === '') return 'empty';
  return VOUCHER_CODE.test(code) ? null : 'malformed';
}

/** The normalised code, or null when the text is not a voucher code. */
export function voucherCodeOf(typed: unknown): string | null {
  if (typeof typed !== 'string' || typed.length > 64) return null;
  return voucherCodeProblem(typed) === null ? normaliseVoucherCode(typed) : null;
}
